import { Type, type Static } from 'typebox'
import { Image, PageInfo } from './common.ts'

/** Money is always an integer count of the currency's minor unit (DESIGN: the server decides money). */
const Money = Type.Integer()

export const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  primary_image: Type.Union([Image, Type.Null()]),
  color: Type.String(),
})
export type Category = Static<typeof Category>

export const ProductCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  price: Money,
  original_price: Type.Union([Money, Type.Null()]),
  image: Type.Union([Image, Type.Null()]),
  in_stock: Type.Boolean(),
  has_options: Type.Boolean(),
})
export type ProductCard = Static<typeof ProductCard>

export const AttributeValue = Type.Object({ id: Type.Integer(), value: Type.String() })
export const Attribute = Type.Object({ id: Type.Integer(), name: Type.String(), values: Type.Array(AttributeValue) })
export type Attribute = Static<typeof Attribute>

export const Combination = Type.Object({
  ids: Type.Array(Type.Integer()),
  price: Money,
  variant_id: Type.Integer(),
})
export type Combination = Static<typeof Combination>

export const MultiAttributeValue = Type.Object({
  id: Type.Integer(),
  value: Type.String(),
  price: Type.Union([Money, Type.Null()]),
  dependencies: Type.Array(Type.Integer()),
  variant_prices: Type.Array(Type.Object({ variant_id: Type.Integer(), price: Money })),
})
export const MultiAttribute = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  min_select: Type.Union([Type.Integer(), Type.Null()]),
  max_select: Type.Union([Type.Integer(), Type.Null()]),
  values: Type.Array(MultiAttributeValue),
})
export type MultiAttribute = Static<typeof MultiAttribute>

export const Product = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  images: Type.Array(Image),
  selling_price: Money,
  original_price: Type.Union([Money, Type.Null()]),
  in_stock: Type.Boolean(),
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() })),
  attributes: Type.Array(Attribute),
  multi_selectable_attributes: Type.Array(MultiAttribute),
  combinations: Type.Array(Combination),
})
export type Product = Static<typeof Product>

export const ProductPage = Type.Object({ products: Type.Array(ProductCard), ...PageInfo })
export type ProductPage = Static<typeof ProductPage>

export const CategoryProductPage = Type.Object({ category: Category, products: Type.Array(ProductCard), ...PageInfo })
export type CategoryProductPage = Static<typeof CategoryProductPage>

export const SearchResultPage = Type.Object({ query: Type.String(), products: Type.Array(ProductCard), ...PageInfo })
export type SearchResultPage = Static<typeof SearchResultPage>
