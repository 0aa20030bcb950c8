import { useFormatMoney } from '../../lib/money.ts'

/**
 * With the wallet on, what it pays and what is left. `fromWallet` is check-wallet's `usable`, which the server already bounds by this
 * cart's total (min(balance, total)) and is what place-order debits; the rest is the total less it.
 */
export function WalletSplit({ total, fromWallet }: { total: number; fromWallet: number }) {
  const money = useFormatMoney()
  const used = Math.min(fromWallet, total)
  return (
    <dl data-testid="wallet-split" className="flex flex-col gap-1.5 px-4 text-sm">
      <div className="flex justify-between">
        <dt className="text-gray-600">From wallet</dt>
        <dd>−{money(used)}</dd>
      </div>
      <div className="flex justify-between font-semibold">
        <dt>To pay</dt>
        <dd data-testid="to-pay">{money(total - used)}</dd>
      </div>
    </dl>
  )
}
