export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-6">
      <span className="h-7 w-7 animate-spin rounded-full border-[3px] border-gray-200 border-t-brand" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
