import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { useProduct } from './api/get-product.ts'
import { useCatalogueStore } from './store-slice.ts'
import { selectedBranchId } from '../../lib/session.ts'
import { useHead } from '../../lib/head.ts'
import { Price } from '../../components/Price.tsx'
import { useSettingText } from '../../lib/settings.ts'
import { Picture } from '../../components/Picture.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { StickyBar } from '../../components/StickyBar.tsx'
import { NOT_FOUND_HEAD, NotFound } from '../../components/NotFound.tsx'
import { useProductAction } from '../../components/ProductAction.tsx'
import { useProductHeart } from '../../components/ProductHeart.tsx'
import { useNotFound } from '../../lib/not-found.ts'
import { useProductPageSlots } from './slots.tsx'

export default function ProductPage() {
  const { slug = '' } = useParams()
  const query = useProduct(slug)
  const remember = useCatalogueStore((s) => s.rememberProduct)
  const action = useProductAction()
  const slots = useProductPageSlots()
  const heart = useProductHeart()
  const digital = useSettingText('store_type') === 'digital'
  const [imageIndex, setImageIndex] = useState(0)
  const product = query.data
  const missing = useNotFound(query)
  useHead(missing ? NOT_FOUND_HEAD : product ? { name: product.name, description: product.description, image: product.images[0]?.url } : {})
  useEffect(() => {
    // The page remounts when the branch changes (app/Root.tsx), so this is the branch the product was read for.
    if (product) remember(selectedBranchId(), product)
  }, [product, remember])

  if (missing) return <NotFound />
  if (!product)
    return query.isError ? (
      <p role="alert" className="p-6 text-center">
        We couldn't load this product. {query.error.message}
      </p>
    ) : (
      <Spinner />
    )
  const image = product.images[imageIndex] ?? product.images[0] ?? null
  return (
    // On phones the page fills the screen under the top bar, so the price and Add sit at its bottom
    // even when the description is short.
    <article className="flex flex-col max-md:min-h-[calc(100dvh-3.5rem)]">
      <Picture image={image} eager sizes="(min-width: 769px) 480px, 100vw" />
      {product.images.length > 1 && (
        <div className="flex gap-2 px-4 pt-3">
          {product.images.map((img, i) => (
            <button
              key={img.url}
              type="button"
              onClick={() => setImageIndex(i)}
              aria-label={`Show picture ${i + 1}`}
              className={`w-16 overflow-hidden rounded-lg border-2 ${i === imageIndex ? 'border-brand-ink' : 'border-transparent'}`}
            >
              <Picture image={img} sizes="64px" />
            </button>
          ))}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 px-4 pt-4">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold leading-tight">{product.name}</h1>
          {heart(product, { size: 'page' })}
        </div>
        {slots.ratingSummary(product)}
        {digital && slots.digitalBuy(product)}
        {product.description && <p className="leading-relaxed text-gray-700">{product.description}</p>}
        {product.attributes.length + product.multi_selectable_attributes.length > 0 && (
          <section aria-label="Options" className="rounded-xl bg-brand-5 p-3 text-sm">
            <h2 className="mb-1 font-semibold">Options</h2>
            <ul className="list-inside list-disc text-gray-700">
              {product.attributes.map((a) => (
                <li key={`a${a.id}`}>
                  {a.name}: {a.values.map((v) => v.value).join(', ')}
                </li>
              ))}
              {product.multi_selectable_attributes.map((m) => (
                <li key={`m${m.id}`}>
                  {m.name}: {m.values.map((v) => v.value).join(', ')}
                </li>
              ))}
            </ul>
          </section>
        )}
        {/* The price and Add stay at the bottom of the screen while the shopper reads (StickyBar). */}
        <div aria-hidden="true" className="-mt-3 flex-1" />
        {!digital && (
          <StickyBar>
            <div data-testid="price-cta" className="flex items-center gap-4">
              <Price price={product.selling_price} original={product.original_price} size="large" />
              <div className="min-w-0 flex-1">
                {action(
                  {
                    id: product.id,
                    slug: product.slug,
                    in_stock: product.in_stock,
                    has_options: product.attributes.length + product.multi_selectable_attributes.length > 0,
                  },
                  { compact: false, showQuantity: true },
                )}
              </div>
            </div>
          </StickyBar>
        )}
      </div>
    </article>
  )
}
