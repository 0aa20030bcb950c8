import { usePushStatus } from './usePushStatus.ts'

/**
 * On the order-placed and tracking pages: "Notify me when my order moves" (decision 0062). Nothing
 * shows where the browser cannot take push messages; the permission prompt comes only after the tap.
 */
export function OrderNewsOptIn() {
  const { status, busy, error, change } = usePushStatus()
  if (status === 'unsupported') return null
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4" data-testid="order-news">
      {status === 'on' && <p role="status">Notifications are on: this device will tell you when your order moves.</p>}
      {status === 'blocked' && (
        <p role="status">Notifications are blocked for this store. Allow them in your browser’s site settings to get order updates.</p>
      )}
      {/* While an allowed device's subscription is looked up, the offer's own shape holds its place. */}
      {(status === 'off' || status === null) && (
        <>
          <p className="text-sm text-gray-700">Get a notification on this device when your order is accepted, on its way or delivered.</p>
          <button
            type="button"
            disabled={busy || status === null}
            onClick={() => void change('on')}
            className="rounded-lg border border-brand px-4 py-2 font-semibold text-brand-ink disabled:opacity-70"
          >
            {status === null ? 'Checking this device...' : busy ? 'Turning on...' : 'Notify me about my orders'}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
