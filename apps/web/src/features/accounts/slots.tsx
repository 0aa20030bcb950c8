import { createContext, useContext, type ReactNode } from 'react'

/** What /account shows from other features, given by app/ (features do not import each other). */
export interface AccountSlots {
  /** Settings of this device: order notifications (decision 0062). */
  deviceSettings?: ReactNode
}

const AccountSlotsContext = createContext<AccountSlots>({})

export const AccountSlotsProvider = AccountSlotsContext.Provider

export const useAccountSlots = (): AccountSlots => useContext(AccountSlotsContext)
