import { Button } from './Button.tsx'

/**
 * Previous and Next under a paged list, and where the owner is. A list the server counts gives its
 * `lastPage` ("Page 2 of 5"); one that only says whether more follow gives `hasMore` ("Page 2"), as
 * the product and customer lists do, where counting every match on each keystroke would cost more
 * than the page (decision 0056). Nothing shows while everything fits on one page. While the page asked
 * for loads (`loading`: the list keeps the rows it had), neither button moves on from a page not yet shown.
 */
export function Pager({
  page,
  onPage,
  label = 'Pages',
  loading = false,
  ...extent
}: { page: number; onPage: (page: number) => void; label?: string; loading?: boolean } & ({ lastPage: number } | { hasMore: boolean })) {
  const hasNext = 'lastPage' in extent ? page < extent.lastPage : extent.hasMore
  if (page <= 1 && !hasNext) return null
  // aria-disabled, not disabled: a disabled button drops the keyboard's focus, and the owner pressing
  // Next with Enter would start again from the top of the page.
  const step = (to: number, possible: boolean) => ({
    'aria-disabled': !possible || loading,
    className: 'aria-disabled:cursor-not-allowed aria-disabled:text-gray-500',
    onClick: () => possible && !loading && onPage(to),
  })
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button kind="secondary" {...step(page - 1, page > 1)}>
        Previous
      </Button>
      <span className="text-sm">{'lastPage' in extent ? `Page ${page} of ${extent.lastPage}` : `Page ${page}`}</span>
      <Button kind="secondary" {...step(page + 1, hasNext)}>
        Next
      </Button>
    </nav>
  )
}
