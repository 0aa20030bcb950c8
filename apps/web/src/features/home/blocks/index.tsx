import { memo, Suspense, type ComponentType } from 'react'
import type { LayoutEntry } from '@store/core'
import { BannerSlider } from './BannerSlider.tsx'
import { StaticBanner } from './StaticBanner.tsx'
import { SearchBlock } from './SearchBlock.tsx'
import { CategoriesGrid, CategoriesStrip } from './Categories.tsx'
import { ProductsDisplay, ProductStrip } from './Products.tsx'
import { CustomHtml } from './CustomHtml.tsx'
import { InfiniteScrollBlock } from './InfiniteScrollBlock.tsx'
import { BottomNav, TopNav } from './Navs.tsx'
import { useHomeSlots } from '../slots.tsx'
import type { BlockProps } from './types.ts'

/** spec §2 home layout blocks, by code. */
const BLOCKS: Record<string, ComponentType<BlockProps>> = {
  banner_slider: BannerSlider,
  slider_centered: (props) => <BannerSlider {...props} centered />,
  static_banner: StaticBanner,
  search_block: SearchBlock,
  categories_grid: CategoriesGrid,
  categories_horizontal_strip: CategoriesStrip,
  products_display: ProductsDisplay,
  product_horizontal_strip: ProductStrip,
  custom_html_block: CustomHtml,
  products_infinite_scroll: InfiniteScrollBlock,
  top_nav: TopNav,
  bottom_nav: BottomNav,
}

/**
 * One layout block. Each is its own Suspense boundary, so React hydrates and commits the home page
 * block by block, in short tasks, rather than the whole page in one. Memoised: a boundary still
 * waiting to hydrate that receives new props from a render of the page above it is hydrated at that
 * render's priority, so a synchronous render there (a store read by the page) would hydrate every
 * waiting block in one long task (decision 0047). Its entry comes from the store, the same object
 * until the layout changes.
 */
export const Block = memo(function Block({ entry, first }: { entry: LayoutEntry; first: boolean }) {
  const { plugin } = useHomeSlots()
  if (entry.type === 'plugin') return plugin(entry.code)
  const Component = BLOCKS[entry.code]
  return Component ? (
    <Suspense fallback={null}>
      <div data-block={entry.code}>
        <Component entry={entry} first={first} />
      </div>
    </Suspense>
  ) : null
})
