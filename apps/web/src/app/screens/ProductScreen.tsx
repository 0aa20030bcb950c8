import ProductPage from '../../features/catalogue/ProductPage.tsx'
import { ProductPageSlotsProvider, type ProductPageSlots } from '../../features/catalogue/slots.tsx'
import { RatingSummary } from '../../features/reviews/RatingSummary.tsx'

/** The reviews summary on the product page (issue 11, decision 0022: features meet only in app/). */
const slots: ProductPageSlots = { ratingSummary: (product) => <RatingSummary product={product} /> }

/** /product/{slug}, composed with the reviews' summary; a route module of its own, off the home page. */
export default function ProductScreen() {
  return (
    <ProductPageSlotsProvider value={slots}>
      <ProductPage />
    </ProductPageSlotsProvider>
  )
}
