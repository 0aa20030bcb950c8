import { useBranchCoverage } from './useBranchCoverage.ts'
import { useSelectBranch } from './useSelectBranch.ts'

/**
 * Delivery needs an address whose pincode the selected branch serves. check-pincode names
 * the branches that do; when the selected one is not among them, say so before the shopper tries, and
 * offer those that are; Place order waits until one is chosen (useBranchCoverage).
 */
export function BranchCoverage({ pincode }: { pincode: string }) {
  const { outside, selected, offered } = useBranchCoverage(pincode)
  const { select, pending } = useSelectBranch()
  if (!outside || !selected) return null
  return (
    <div role="alert" data-testid="branch-coverage" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">
        {selected.name} does not deliver to {pincode}.
        {offered.length > 0 ? ' These branches do:' : ' No branch delivers there yet: choose another address or pick up your order.'}
      </p>
      {offered.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {offered.map((b) => (
            <button
              key={b.id}
              type="button"
              disabled={pending}
              onClick={() => select(b)}
              className="rounded-lg bg-white px-3 py-1.5 font-semibold text-gray-900 shadow-sm ring-1 ring-amber-200 disabled:opacity-70"
            >
              Order from {b.name}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
