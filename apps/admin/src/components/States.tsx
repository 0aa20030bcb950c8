import type { ReactNode } from 'react'

/** Grey bars where a list's rows will be, while it loads (announced once to screen readers). */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-14 animate-pulse rounded-lg bg-gray-200" />
      ))}
    </div>
  )
}

/** What an empty list says, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-400 p-6 text-center">
      <p className="font-medium text-gray-900">{title}</p>
      {children && <div className="mt-1 text-sm text-gray-700">{children}</div>}
    </div>
  )
}

/** A list that failed to load: the reason and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 rounded-md border border-red-700 px-3 py-1 text-sm font-medium">
        Try again
      </button>
    </div>
  )
}
