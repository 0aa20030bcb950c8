import { moneyFormatFromSettings, type Product, type ProductRating, type SiteSettings } from '@store/core'

/**
 * The product's structured data (schema.org Product) for search engines, with `aggregateRating` once
 * it has ratings (Google ignores an aggregateRating of zero ratings). Prices are decimals in
 * the store's currency, as schema.org's Offer wants them.
 */
export function productJsonLd(settings: SiteSettings, product: Product, rating: ProductRating, url: string): Record<string, unknown> {
  const { currencyCode, decimalPlaces } = moneyFormatFromSettings(settings)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description && { description: product.description }),
    ...(product.images.length > 0 && { image: product.images.map((i) => new URL(i.url, url).href) }),
    sku: String(product.id),
    url,
    offers: {
      '@type': 'Offer',
      price: (product.selling_price / 10 ** decimalPlaces).toFixed(decimalPlaces),
      priceCurrency: currencyCode,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(rating.rating_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.average_rating,
        ratingCount: rating.rating_count,
        reviewCount: rating.review_count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  }
}
