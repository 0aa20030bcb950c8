/** Previous and Next for a paged list, with where the owner is ("Page 2 of 5"). */
export function Pager({
  page,
  lastPage,
  onPage,
  label,
}: {
  page: number
  lastPage: number
  onPage: (page: number) => void
  label: string
}) {
  if (lastPage <= 1) return null
  const button = 'min-h-11 rounded-lg border border-gray-500 bg-white px-4 disabled:opacity-50'
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm">
        Page {page} of {lastPage}
      </span>
      <button type="button" className={button} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  )
}
