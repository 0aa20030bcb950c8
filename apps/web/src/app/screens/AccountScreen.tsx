import AccountPage from '../../features/accounts/AccountPage.tsx'
import { AccountSlotsProvider, type AccountSlots } from '../../features/accounts/slots.tsx'
import { OrderNewsSwitch } from '../../features/push/OrderNewsSwitch.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/** /account turns order notifications on this device on or off (decision 0062). */
const slots: AccountSlots = { deviceSettings: <OrderNewsSwitch /> }

export const handle: ScreenHandle = { name: 'Your account' }

/** /account, composed with the device's settings; a route module of its own, off the home page. */
export default function AccountScreen() {
  return (
    <AccountSlotsProvider value={slots}>
      <AccountPage />
    </AccountSlotsProvider>
  )
}
