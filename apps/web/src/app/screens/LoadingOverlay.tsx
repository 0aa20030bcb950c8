/** spec §2: full-screen loading overlay with an optional message, until bootstrap finishes. */
export function LoadingOverlay({ message }: { message?: string | null }) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[90] flex flex-col items-center justify-center gap-3 bg-white/90">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-gray-200 border-t-brand" aria-hidden="true" />
      <span className={message ? 'text-sm text-gray-700' : 'sr-only'}>{message || 'Loading'}</span>
    </div>
  )
}
