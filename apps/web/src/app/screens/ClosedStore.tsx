import { useSettingText } from '../../lib/settings.ts'

/** spec §1: shown full-screen when globalStoreEnable is false. */
export function ClosedStore() {
  const name = useSettingText('storeName')
  const logo = useSettingText('logo')
  return (
    <main className="fixed inset-0 flex flex-col items-center justify-center gap-5 bg-brand-5 p-6 text-center">
      {logo && <img src={logo} alt="" width={96} height={96} className="h-24 w-24 rounded-2xl object-cover shadow" />}
      <h1 className="text-2xl font-bold">{name}</h1>
      <div className="animate-closed text-brand-ink" aria-hidden="true">
        <svg width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 10h18M5 10v9h14v-9M4 10l2-5h12l2 5M10 19v-5h4v5" strokeLinejoin="round" />
        </svg>
      </div>
      <p className="max-w-sm text-gray-700">Sorry, we are currently not accepting orders right now. We will be back shortly.</p>
    </main>
  )
}
