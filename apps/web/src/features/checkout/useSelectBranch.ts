import { useState } from 'react'
import type { Branch } from '@store/core'
import { notify } from '../../components/toasts.ts'
import { useCheckoutSlots } from './slots.tsx'

/** Choosing another branch at checkout: app/ selects it, reloads its data and reprices the cart; busy meanwhile. */
export function useSelectBranch(): { select: (branch: Branch) => void; pending: boolean } {
  const { selectBranch } = useCheckoutSlots()
  const [pending, setPending] = useState(false)
  const select = (branch: Branch) => {
    setPending(true)
    selectBranch(branch)
      .catch(() => notify('Could not update your cart for that branch. Check your connection and try again.'))
      .finally(() => setPending(false))
  }
  return { select, pending }
}
