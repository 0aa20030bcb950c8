import { Link } from 'react-router'
import type { Category, ProductCard } from '@store/core'
import { Carousel } from '../../components/Carousel.tsx'
import { BannerImage } from '../../components/BannerImage.tsx'
import { Picture } from '../../components/Picture.tsx'
import { useFormatMoney } from '../../lib/money.ts'
import { useIsWide } from '../../lib/useMediaQuery.ts'
import { useSettingText } from '../../lib/settings.ts'
import { SearchLink } from './blocks/SearchBlock.tsx'
import { SAMPLE_BANNERS, SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from './sampleData.ts'

/** Where the owner goes from the preview (the admin pages are outside this app). */
export const ADMIN_PRODUCT_ADD = '/admin/catalogue/products/add'
export const ADMIN_THEMES = '/admin/design/themes'

function SampleCategory({ category }: { category: Category }) {
  return (
    <div className="flex flex-col items-center gap-1.5 rounded-xl p-2 text-center" style={{ backgroundColor: `${category.color}33` }}>
      <Picture image={category.primary_image} className="rounded-lg" sizes="96px" />
      <span className="text-xs font-semibold">{category.name}</span>
    </div>
  )
}

function SampleProduct({ product }: { product: ProductCard }) {
  const money = useFormatMoney()
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-gray-100 bg-white shadow-sm">
      <Picture image={product.image} sizes="(min-width: 769px) 20vw, 50vw" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="text-sm font-medium">{product.name}</h3>
        <p className="text-sm font-semibold">{money(product.price)}</p>
        <Link
          to={ADMIN_PRODUCT_ADD}
          reloadDocument
          className="mt-auto rounded-lg bg-brand px-3 py-2 text-center text-xs font-semibold text-on-brand"
        >
          Add to Cart
        </Link>
      </div>
    </article>
  )
}

/** spec §2 sample preview: what a store with no product yet shows its owner. */
export function PreviewHome({ background = false }: { background?: boolean }) {
  const Main = background ? 'div' : 'main'
  const wide = useIsWide()
  const storeName = useSettingText('storeName')
  return (
    <Main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-4">
      <section aria-label="Welcome" className="rounded-2xl bg-brand p-5 text-on-brand">
        <h1 className="text-xl font-bold">Welcome to {storeName || 'your store'}!</h1>
        <p className="mt-1 text-sm">
          This is a preview of your store with sample content. Add your first product and it goes live for your shoppers.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={ADMIN_PRODUCT_ADD} className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-ink">
            Add Product
          </a>
          <a href={ADMIN_THEMES} className="rounded-lg border border-white/70 px-4 py-2 text-sm font-semibold">
            Customize theme
          </a>
        </div>
      </section>
      <SearchLink />
      {/* spec §9: sample banners autoplay 3500 ms, 250 ms transition, endless, one slide, dots */}
      <Carousel
        label="Sample banners"
        autoplayMs={3500}
        speedMs={250}
        dots
        slides={SAMPLE_BANNERS.map((b, i) => (
          <BannerImage key={b.id} banner={b} eager={i === 0} />
        ))}
      />
      <section>
        <h2 className="mb-3 text-lg font-bold">Add Your Categories</h2>
        <ul className="grid grid-cols-4 gap-2 md:grid-cols-8">
          {SAMPLE_CATEGORIES.slice(0, 8).map((c) => (
            <li key={c.id}>
              <SampleCategory category={c} />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="text-lg font-bold">Add Your Products</h2>
        <p className="text-sm text-gray-600">Products you add appear here for your shoppers.</p>
      </section>
      <section>
        <h2 className="mb-3 text-lg font-bold">Featured Products</h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-5">
          {SAMPLE_PRODUCTS.slice(0, 5).map((p) => (
            <li key={p.id}>
              <SampleProduct product={p} />
            </li>
          ))}
        </ul>
      </section>
      {!wide && (
        <section>
          <h2 className="mb-3 text-lg font-bold">Popular Categories</h2>
          <ul className="grid grid-cols-3 gap-2">
            {SAMPLE_CATEGORIES.slice(0, 6).map((c) => (
              <li key={c.id}>
                <SampleCategory category={c} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Main>
  )
}
