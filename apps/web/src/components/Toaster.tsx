import { Link } from 'react-router'
import { useToasts, type Toast } from './toasts.ts'

function Item({ toast }: { toast: Toast }) {
  const dismiss = useToasts((s) => s.dismiss)
  return (
    // The role sits inside the list item: an <li> with a role is no list item, and the list then breaks
    // WCAG 1.3.1 (axe's "list" rule).
    <li>
      <div
        role={toast.tone === 'error' ? 'alert' : 'status'}
        className={`flex items-center gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ${toast.tone === 'error' ? 'bg-gray-900 text-white' : 'bg-white text-ink'}`}
      >
        <span className="flex-1">{toast.message}</span>
        {toast.link && (
          <Link to={toast.link.to} onClick={() => dismiss(toast.id)} className="font-semibold underline">
            {toast.link.label}
          </Link>
        )}
        <button
          type="button"
          aria-label="Close message"
          onClick={() => dismiss(toast.id)}
          className="-mr-1 rounded-full px-1.5 text-lg leading-none opacity-80 hover:opacity-100"
        >
          ×
        </button>
      </div>
    </li>
  )
}

/** Above whatever covers the bottom of the screen (lib/reserved-bottom.ts): never over Add, Checkout or Place order. */
const ABOVE_BARS = { bottom: 'calc(var(--reserved-bottom, 0px) + 1rem)' }

export function Toaster() {
  const toasts = useToasts((s) => s.toasts)
  return (
    <>
      <ol
        aria-live="assertive"
        style={ABOVE_BARS}
        className="pointer-events-none fixed inset-x-0 z-[80] flex flex-col items-center gap-2 px-4 [&>li]:pointer-events-auto"
      >
        {toasts
          .filter((t) => t.kind === 'toast')
          .map((t) => (
            <Item key={t.id} toast={t} />
          ))}
      </ol>
      <ol
        aria-live="polite"
        style={ABOVE_BARS}
        className="pointer-events-none fixed left-4 z-[80] flex max-w-sm flex-col gap-2 [&>li]:pointer-events-auto"
      >
        {toasts
          .filter((t) => t.kind === 'notification')
          .map((t) => (
            <Item key={t.id} toast={t} />
          ))}
      </ol>
    </>
  )
}
