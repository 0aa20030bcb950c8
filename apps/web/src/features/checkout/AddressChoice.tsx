import { useEffect } from 'react'
import { addressText } from '@store/core/browser'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { Address } from '@store/core'
import { Spinner } from '../../components/Spinner.tsx'
import { FormMessage } from '../../components/Field.tsx'
import { Choice, Part } from './Choice.tsx'
import { readDraft, saveDraft } from './draft.ts'
import { useCheckoutSlots } from './slots.tsx'
import { BranchCoverage } from './BranchCoverage.tsx'

/**
 * The address to choose when the list arrives: one just added (the shopper came back from adding it),
 * the one chosen before, the default, the first — never, on its own, one no branch delivers to.
 */
function initialAddress(addresses: Address[], chosen: number | null): number | null {
  const known = readDraft().knownAddressIds
  const deliverable = addresses.filter((a) => a.deliverable)
  const added = known ? deliverable.filter((a) => !known.includes(a.id)) : []
  if (added.length > 0) return Math.max(...added.map((a) => a.id))
  if (chosen !== null && addresses.some((a) => a.id === chosen)) return chosen
  return (deliverable.find((a) => a.is_default) ?? deliverable[0])?.id ?? null
}

/**
 * Delivery goes to one of the shopper's saved addresses, or one added on the way (the add
 * form comes back here). When the selected branch does not deliver to its pincode, the shopper is
 * told so and offered the branches that do.
 */
export function AddressChoice({
  addressId,
  onChange,
  error,
}: {
  addressId: number | null
  onChange: (id: number | null) => void
  error?: string | undefined
}) {
  const slots = useCheckoutSlots()
  const addresses = useQuery(slots.addressesQuery())
  const list = addresses.data
  useEffect(() => {
    if (!list) return
    const initial = initialAddress(list, addressId)
    if (initial !== addressId) onChange(initial)
    saveDraft({ knownAddressIds: list.map((a) => a.id) })
  }, [list, addressId, onChange])
  const selected = list?.find((a) => a.id === addressId) ?? null
  return (
    <Part title="Deliver to" error={error}>
      {addresses.isPending ? (
        <Spinner label="Loading your addresses" />
      ) : addresses.isError ? (
        <FormMessage>Could not load your addresses. {addresses.error.message}</FormMessage>
      ) : (
        <div role="radiogroup" aria-label="Delivery address" className="flex flex-col gap-2">
          {addresses.data.map((a) => (
            <Choice
              key={a.id}
              name="address"
              checked={a.id === addressId}
              onChange={() => onChange(a.id)}
              title={`${a.label} · ${a.name}`}
              detail={a.deliverable ? addressText(a) : `${addressText(a)} · We don't deliver here yet`}
            />
          ))}
        </div>
      )}
      <Link
        to={`/account/add-address?next=${encodeURIComponent('/checkout')}`}
        className="self-start rounded-lg px-1 py-1 text-sm font-semibold text-brand-ink"
      >
        + Add a new address
      </Link>
      {selected && <BranchCoverage pincode={selected.pincode} />}
    </Part>
  )
}
