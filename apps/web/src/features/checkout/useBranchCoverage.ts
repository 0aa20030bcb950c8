import { useQuery } from '@tanstack/react-query'
import type { Branch } from '@store/core'
import { useSession } from '../../lib/session.ts'
import { useCheckoutSlots } from './slots.tsx'

export interface Coverage {
  /** The selected branch does not deliver to the pincode (check-pincode names the branches that do). */
  outside: boolean
  selected: Branch | null
  /** The branches that deliver there, to offer instead. */
  offered: Branch[]
}

/**
 * Whether the selected branch delivers to a pincode, before the shopper presses anything.
 * The address part warns and offers the branches that do; the Place order button waits for a choice
 * (place-order would refuse it with a 422 all the same). One cached check-pincode read for both.
 */
export function useBranchCoverage(pincode: string | null): Coverage {
  const slots = useCheckoutSlots()
  const check = useQuery({ ...slots.pincodeQuery(pincode ?? ''), enabled: pincode !== null })
  const branches = useSession((s) => s.branches)
  const selected = useSession((s) => s.selected_branch)
  const serving = pincode === null ? undefined : check.data?.branches.map((b) => b.id)
  const outside = serving !== undefined && selected !== null && !serving.includes(selected.id)
  return { outside, selected, offered: outside ? branches.filter((b) => serving.includes(b.id)) : [] }
}

/** The pincode of the chosen saved address (the addresses' query is the one the address part reads). */
export function useChosenPincode(addressId: number | null, enabled: boolean): string | null {
  const slots = useCheckoutSlots()
  const addresses = useQuery({ ...slots.addressesQuery(), enabled })
  if (!enabled || addressId === null) return null
  return addresses.data?.find((a) => a.id === addressId)?.pincode ?? null
}
