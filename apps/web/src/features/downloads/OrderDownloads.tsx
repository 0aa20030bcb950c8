import { formErrors } from '../../lib/form-errors.ts'
import { useOrderDownloads } from './api/get-order-downloads.ts'
import { DownloadLink } from './DownloadLink.tsx'
import { fileSize } from './format.ts'

/**
 * The order's files on /order-placed/{id} (decision 0024): links once the order is paid,
 * a note while it waits for the payment, nothing when nothing in the order has a file. Given to the
 * orders feature's page by app/screens/OrderPlacedScreen.tsx.
 */
export function OrderDownloads({ orderId }: { orderId: string }) {
  const query = useOrderDownloads(orderId)
  if (query.isPending || query.data?.state === 'none') return null
  return (
    <section aria-labelledby="downloads-title" data-testid="order-downloads" className="flex flex-col gap-3 rounded-xl bg-brand-5 p-4">
      <h2 id="downloads-title" className="font-semibold">
        Your downloads
      </h2>
      {query.isError && <p role="alert">We couldn't load your downloads. {formErrors(query.error, {}).form}</p>}
      {query.data?.state === 'waiting' && (
        <p className="text-sm text-gray-700" role="status">
          Your files will be here as soon as the payment is confirmed. We'll also e-mail you the links.
        </p>
      )}
      {query.data?.state === 'unavailable' && (
        <p className="text-sm text-gray-700">This order was cancelled or refunded, so its downloads are no longer available.</p>
      )}
      {query.data?.state === 'ready' && (
        <ul className="flex flex-col gap-4">
          {query.data.downloads.map((d) => (
            <li key={d.line_id} data-testid="order-download" className="flex flex-col gap-1.5">
              <p className="font-medium leading-snug">{d.name}</p>
              {d.file_name && (
                <p className="break-all text-xs text-gray-600">
                  {d.file_name} · {fileSize(d.size)}
                </p>
              )}
              <DownloadLink url={d.url} state={d.state} left={d.downloads_left} expiresAt={d.expires_at} label={`Download ${d.name}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
