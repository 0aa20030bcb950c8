import { themeTint, themeVariables } from '@store/core/browser'

/** spec §1's closed screen as shoppers see it while the store is off (the storefront's ClosedStore, in small). */
export function ClosedPreview({ settings }: { settings: Record<string, string> }) {
  const ink = themeVariables(settings)['--store-bg-ink']
  return (
    <figure aria-label="Preview of the closed screen" className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-gray-800">What shoppers see while the store is closed</figcaption>
      <div
        className="flex flex-col items-center gap-3 rounded-lg border border-gray-300 p-6 text-center"
        style={{ background: themeTint(settings.storeBgColor, 5) ?? '#f9fafb' }}
      >
        {settings.logo && <img src={settings.logo} alt="" width={64} height={64} className="h-16 w-16 rounded-xl object-cover" />}
        <p className="text-xl font-bold">{settings.storeName || 'Your store'}</p>
        <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke={ink} strokeWidth="1.5" aria-hidden="true">
          <path d="M3 10h18M5 10v9h14v-9M4 10l2-5h12l2 5M10 19v-5h4v5" strokeLinejoin="round" />
        </svg>
        <p className="max-w-sm text-gray-700">Sorry, we are currently not accepting orders right now. We will be back shortly.</p>
      </div>
    </figure>
  )
}
