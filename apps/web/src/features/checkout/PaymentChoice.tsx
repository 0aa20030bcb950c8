import type { WalletCheck } from '@store/core'
import { useFormatMoney } from '../../lib/money.ts'
import { paymentMethodLabel } from '../../lib/payment-label.ts'
import { useSettingText } from '../../lib/settings.ts'
import { Choice, Part } from './Choice.tsx'

/**
 * Payment: cash on delivery, online (only when the store has Razorpay keys), and the
 * wallet as a toggle beside either. When what the wallet may use covers the whole order, the wallet
 * pays it all (payment_method 'wallet') and the other choice no longer applies.
 */
export function PaymentChoice({
  payment,
  onPayment,
  useWallet,
  onUseWallet,
  online,
  wallet,
  walletPaysAll,
  pickup,
  error,
}: {
  payment: 'cod' | 'online'
  onPayment: (p: 'cod' | 'online') => void
  useWallet: boolean
  onUseWallet: (on: boolean) => void
  online: boolean
  wallet: WalletCheck | undefined
  walletPaysAll: boolean
  pickup: boolean
  error?: string | undefined
}) {
  const money = useFormatMoney()
  const digital = useSettingText('store_type') === 'digital'
  const covered = useWallet && walletPaysAll
  return (
    <Part title="Payment" error={error}>
      {wallet && wallet.balance > 0 && (
        <label className="flex items-center justify-between gap-3 rounded-xl border border-gray-200 p-3">
          <span className="flex flex-col">
            <span className="font-medium">Use wallet balance</span>
            <span className="text-sm text-gray-600" data-testid="wallet-balance">
              Balance {money(wallet.balance)}
              {wallet.usable < wallet.balance && ` · up to ${money(wallet.usable)} on this order`}
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={useWallet}
            disabled={wallet.usable === 0}
            onChange={(e) => onUseWallet(e.target.checked)}
            className="h-5 w-5 accent-brand-ink"
          />
        </label>
      )}
      {covered ? (
        <p className="rounded-xl bg-green-50 p-3 text-sm text-green-800">Your wallet pays for the whole order.</p>
      ) : (
        <div role="radiogroup" aria-label="Payment method" className="flex flex-col gap-2">
          <Choice
            name="payment"
            checked={payment === 'cod'}
            onChange={() => onPayment('cod')}
            title={paymentMethodLabel('cod', pickup ? 'pickup' : 'delivery', digital)}
            detail={useWallet ? 'The rest after the wallet' : undefined}
          />
          {online && (
            <Choice
              name="payment"
              checked={payment === 'online'}
              onChange={() => onPayment('online')}
              title={paymentMethodLabel('online', pickup ? 'pickup' : 'delivery', digital)}
              detail="Card, UPI or net banking"
            />
          )}
        </div>
      )}
    </Part>
  )
}
