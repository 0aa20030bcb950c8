import { Link, useParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { ApiError } from '../../lib/api.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { useDownloadInfo } from './api/get-download-info.ts'
import { DownloadLink } from './DownloadLink.tsx'
import { fileSize } from './format.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

const UNKNOWN =
  "This download link is not known. Check that the whole link was copied from the e-mail, or open the order from 'My orders' for a fresh one."

export const handle: ScreenHandle = { name: 'Your download' }

/**
 * /download/{token}: where a mailed link leads (decision 0024). Opening it uses no download, so a mail
 * scanner that follows every link takes none; the button does. A link that no longer works (used up,
 * expired) lands here too, and says why.
 */
export default function DownloadPage() {
  useHead()
  const { token = '' } = useParams()
  const info = useDownloadInfo(token)
  if (info.isPending) return <Spinner />
  const unknown = info.error instanceof ApiError && (info.error.status === 404 || info.error.status === 422)
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-5 py-6" data-testid="download-page">
      <h1 className="text-2xl font-bold">Your download</h1>
      {info.isError ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {unknown ? UNKNOWN : `We couldn't check this link. ${info.error.message}`}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <p className="font-medium leading-snug">{info.data.name}</p>
            {info.data.file_name && (
              <p className="break-all text-sm text-gray-600">
                {info.data.file_name} · {fileSize(info.data.size)}
              </p>
            )}
          </div>
          {info.data.message !== null ? (
            <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-900">
              {info.data.message}.
            </p>
          ) : (
            <DownloadLink
              url={`/api/downloads/${token}`}
              state={info.data.state}
              left={info.data.downloads_left}
              expiresAt={info.data.expires_at}
              label={`Download ${info.data.name}`}
            />
          )}
        </>
      )}
      <Link to="/account/my-orders" className="text-sm font-semibold text-brand-ink">
        My orders
      </Link>
    </section>
  )
}
