import { Button } from './Button.tsx'

/**
 * Previous and Next under a paged list, and where the owner is. A list the server counts gives its
 * `lastPage` ("Page 2 of 5"); one that only says whether more follow gives `hasMore` ("Page 2"), as
 * the product and customer lists do, where counting every match on each keystroke would cost more
 * than the page (decision 0056). Nothing shows while everything fits on one page.
 */
export function Pager({
  page,
  onPage,
  label = 'Pages',
  ...extent
}: { page: number; onPage: (page: number) => void; label?: string } & ({ lastPage: number } | { hasMore: boolean })) {
  const hasNext = 'lastPage' in extent ? page < extent.lastPage : extent.hasMore
  if (page <= 1 && !hasNext) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button kind="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm">{'lastPage' in extent ? `Page ${page} of ${extent.lastPage}` : `Page ${page}`}</span>
      <Button kind="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
