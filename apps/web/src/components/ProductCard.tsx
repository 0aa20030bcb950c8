import { Link } from 'react-router'
import type { ProductCard as Card } from '@store/core'
import { Price } from './Price.tsx'
import { useSettingText } from '../lib/settings.ts'
import { Picture } from './Picture.tsx'
import { useProductAction } from './ProductAction.tsx'
import { useProductHeart } from './ProductHeart.tsx'

/** A product in a grid or strip: picture, name, price (original struck through), the heart and the slot's action (Add to Cart). */
export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const digital = useSettingText('store_type') === 'digital'
  const action = useProductAction()
  const heart = useProductHeart()
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-100 bg-white shadow-sm">
      <Link to={`/product/${product.slug}`} className="block">
        <Picture image={product.image} eager={eager} sizes="(min-width: 769px) 25vw, 50vw" />
      </Link>
      <div className="absolute right-1.5 top-1.5">{heart(product, { size: 'card' })}</div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Link to={`/product/${product.slug}`} className="line-clamp-2 text-sm font-medium leading-snug">
          {product.name}
        </Link>
        {/* spec §9: a digital store hides the price call-to-action container */}
        {!digital && (
          <div data-testid="price-cta" className="mt-auto flex flex-col gap-2 pt-1">
            <Price price={product.price} original={product.original_price} />
            {action(product, { compact: true })}
          </div>
        )}
      </div>
    </article>
  )
}
