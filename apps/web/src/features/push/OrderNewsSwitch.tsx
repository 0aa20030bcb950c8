import { usePushStatus } from './usePushStatus.ts'

/** In /account: order news on this device, on or off (decision 0062). */
export function OrderNewsSwitch() {
  const { status, busy, error, change } = usePushStatus()
  if (status === 'unsupported') return null
  const on = status === 'on'
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-gray-200 px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <span className="flex flex-col">
          <span id="order-news-label" className="font-medium">
            Order notifications
          </span>
          <span className="text-sm text-gray-600">
            {status === 'blocked'
              ? 'Blocked in your browser’s site settings'
              : status === null
                ? 'Checking this device...'
                : 'On this device, when an order moves'}
          </span>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="order-news-label"
          disabled={busy || status === 'blocked' || status === null}
          onClick={() => void change(on ? 'off' : 'on')}
          className={`relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-brand' : 'bg-gray-400'}`}
        >
          <span aria-hidden="true" className={`absolute top-1 h-5 w-5 rounded-full bg-white transition-all ${on ? 'left-6' : 'left-1'}`} />
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
