import { useDebounced } from '../../lib/useDebounced.ts'
import { PINCODE_PATTERN, useCheckPincode } from './api/check-pincode.ts'

/** How long the pincode must stay unchanged before it is checked (the shopper is still typing before that). */
const PINCODE_DEBOUNCE_MS = 400

/**
 * The pincode check as the shopper types: "Delivers to 560001 in ~35 min" or "We don't
 * deliver to 560099 yet", in the server's words. Saving an address is allowed either way (a shopper
 * may keep an address for later); the check only informs.
 */
export function PincodeStatus({ pincode }: { pincode: string }) {
  const settled = useDebounced(pincode.trim(), PINCODE_DEBOUNCE_MS)
  const check = useCheckPincode(settled)
  if (!PINCODE_PATTERN.test(pincode.trim())) return null
  if (settled !== pincode.trim() || check.isFetching) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-600" data-testid="pincode-status">
        <span className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-gray-300 border-t-brand" aria-hidden="true" />
        Checking delivery...
      </p>
    )
  }
  if (check.isError) return null // the form works without it; the address is checked again at checkout
  if (!check.data) return null
  return (
    <p
      role="status"
      data-testid="pincode-status"
      className={`text-sm font-medium ${check.data.deliverable ? 'text-green-700' : 'text-amber-700'}`}
    >
      {check.data.message}
    </p>
  )
}
