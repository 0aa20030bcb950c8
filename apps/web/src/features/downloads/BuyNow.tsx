import type { Product } from '@store/core'
import { Price } from '../../components/Price.tsx'

/**
 * A digital store's way to buy on the product page (decision 0024). Spec §9 hides the price
 * call-to-action container (price with Add to Cart and its quantity) in a digital store; a download
 * has no quantity, so its place is taken by one "Buy now" that leads to the checkout. The buying
 * itself (`onBuy`: into the cart once, then the checkout) is given by app/, which owns the cart.
 */
export function BuyNow({ product, busy, onBuy }: { product: Product; busy: boolean; onBuy: () => void }) {
  return (
    <div data-testid="digital-buy" className="flex flex-col gap-3 rounded-xl bg-brand-5 p-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-gray-700">Digital download</span>
        <Price price={product.selling_price} original={product.original_price} size="large" />
      </div>
      {product.in_stock ? (
        <button
          type="button"
          onClick={onBuy}
          disabled={busy}
          className="w-full rounded-lg bg-brand px-4 py-3 text-base font-semibold text-on-brand hover:shadow-md disabled:opacity-70"
        >
          {busy ? 'Adding...' : 'Buy now'}
        </button>
      ) : (
        <span className="text-sm font-medium text-gray-500">Not available</span>
      )}
    </div>
  )
}
