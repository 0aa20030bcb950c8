import { openingState, opensSentence, type Cart, type PlaceOrderBody } from '@store/core'
import type { AddressesService } from '../addresses/service.ts'
import type { BranchesService } from '../branches/service.ts'
import { ConflictError, InputError } from '../http/errors.ts'
import type { WalletService } from '../wallet/service.ts'

/** place-order's checks before its transaction (decision 0018): they read, and change nothing. */

/**
 * The branch the order comes from: open now (switched on, and inside its opening hours in the store's
 * time zone, decision 0057), and offering pickup for a pickup order (a digital store picks nothing up).
 */
export async function orderingBranch(
  branches: BranchesService,
  branchId: number,
  body: PlaceOrderBody,
  settings: { digital: boolean; timeZone: string; closedMessage: string },
  now = new Date(),
) {
  const digital = settings.digital
  const branch = await branches.forOrder(branchId)
  if (!branch) throw new InputError('This store has no branch to order from yet')
  if (!branch.is_open) throw new InputError(`${branch.name} is not taking orders right now`)
  const hours = openingState(branch.opening_hours, now, settings.timeZone)
  if (!hours.open) {
    const opens = hours.opens ? ` ${branch.name} ${opensSentence(hours.opens)}.` : ''
    throw new InputError(`${settings.closedMessage}${opens}`, [{ path: 'branch_id', message: 'outside opening hours' }])
  }
  if (body.fulfilment === 'pickup' && !digital && !branch.offers_pickup) {
    throw new InputError(`${branch.name} does not offer pickup`, [{ path: 'fulfilment', message: 'pickup is not offered here' }])
  }
  return branch
}

/** Delivery goes to one of the shopper's own addresses, in the branch's area; else a 422 naming the branches that deliver there. */
export async function deliveryAddress(
  deps: { addresses: AddressesService; branches: BranchesService },
  userId: number,
  branchId: number,
  addressId: number | undefined,
) {
  if (addressId === undefined) {
    throw new InputError('Choose the address to deliver to', [{ path: 'address_id', message: 'is required for delivery' }])
  }
  const saved = await deps.addresses.ownedOrThrow(userId, addressId)
  const area = await deps.branches.checkPincode(saved.pincode)
  if (!area.branches.some((b) => b.id === branchId)) {
    const names = area.branches.map((b) => b.name)
    const message =
      names.length > 0
        ? `This branch does not deliver to ${area.pincode}. ${names.join(', ')} ${names.length > 1 ? 'do' : 'does'}: choose ${names.length > 1 ? 'one of them' : 'it'}`
        : `We don't deliver to ${area.pincode} yet`
    throw new InputError(message, [{ path: 'address_id', message: 'outside this branch’s delivery area' }])
  }
  const { name, phone, line1, line2, landmark, city, state, pincode } = saved
  return { name, phone, line1, line2, landmark, city, state, pincode }
}

/**
 * The order is what the shopper saw. A line that can no longer be sold as chosen, or
 * a total other than the one shown (a price moved, an offer ended), is a 409 with the cart as it is now.
 * A moved price alone is accepted when the shopper's expected_total is the new total.
 */
export function assertUnchanged(cart: Cart, expectedTotal: number | undefined): void {
  if (cart.cartItems.length === 0) throw new InputError('Your cart is empty')
  const dropped = cart.adjusted_cart_items.filter((a) => a.reason !== 'price_changed')
  if (dropped.length > 0) throw new ConflictError(dropped.map((a) => a.message).join('. '), { cart })
  if (expectedTotal !== undefined ? expectedTotal !== cart.total : cart.adjusted_cart_items.length > 0) {
    throw new ConflictError('Your cart’s total changed. Check it and place the order again', { cart })
  }
}

/** What the wallet pays: all of it for payment_method wallet (it must cover it), what it has towards the total for use_wallet. */
export async function walletUse(wallet: WalletService, userId: number, body: PlaceOrderBody, total: number): Promise<number> {
  if (body.payment_method !== 'wallet' && !body.use_wallet) return 0
  const balance = await wallet.balance(userId)
  if (body.payment_method === 'wallet' && balance < total) {
    throw new InputError('Your wallet balance does not cover this order. Choose another way to pay the rest', [
      { path: 'payment_method', message: 'wallet balance too low' },
    ])
  }
  return Math.min(balance, total)
}
