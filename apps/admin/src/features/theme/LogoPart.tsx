import { useId, useState, type ChangeEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { errorText } from '../../lib/api.ts'
import { themeQuery, uploadLogo } from './api.ts'

/**
 * One upload makes the logo, every icon size and the social card (decision 0086). It is saved at once:
 * the storefront's header, favicon and manifest follow when it answers.
 */
export function LogoPart({ settings, icons }: { settings: Record<string, string>; icons: { size: number; href: string }[] }) {
  const id = useId()
  const queries = useQueryClient()
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<unknown>(null)
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    setProgress(0)
    try {
      await uploadLogo(file, setProgress)
      await queries.invalidateQueries({ queryKey: themeQuery.queryKey })
    } catch (e) {
      setError(e)
    } finally {
      setProgress(null)
    }
  }
  return (
    <section aria-labelledby="logo-title" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4">
      <h2 id="logo-title" className="text-lg font-semibold">
        Logo and icons
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {settings.logo ? (
          <img src={settings.logo} alt="Current logo" className="h-20 w-20 rounded-lg border border-gray-300 object-contain" />
        ) : (
          <p className="text-sm text-gray-700">No logo yet.</p>
        )}
        <div className="flex flex-col gap-1">
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center self-start rounded-lg bg-gray-900 px-4 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-700 hover:bg-gray-700"
          >
            {settings.logo ? 'Replace logo' : 'Upload logo'}
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml,image/gif,image/avif"
              className="sr-only"
              aria-describedby={`${id}-hint`}
              onChange={choose}
            />
          </label>
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            A square PNG or SVG of at least 512 px works best. Icons from 16 to 512 px and a 1200×630 social preview picture are made from
            it; the picture is used unless you set your own below.
          </p>
        </div>
      </div>
      {progress !== null && (
        <p role="status" className="text-sm">
          Uploading and making icons… {Math.round(progress * 100)}%
        </p>
      )}
      {error !== null && (
        <p role="alert" className="text-sm text-red-800">
          {errorText(error)}
        </p>
      )}
      {icons.length > 0 && (
        <ul aria-label="Icons" className="flex flex-wrap items-end gap-3">
          {icons.map((icon) => (
            <li key={icon.size} className="flex flex-col items-center gap-1 text-xs text-gray-700">
              <img
                src={icon.href}
                alt=""
                width={Math.min(icon.size, 64)}
                height={Math.min(icon.size, 64)}
                className="border border-gray-200"
              />
              {icon.size}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
