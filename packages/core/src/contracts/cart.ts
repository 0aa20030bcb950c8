import { Type } from 'typebox'
import { BranchQuery } from '../api/common.ts'
import { ProductCard } from '../api/catalogue.ts'
import { Cart, CartAddBody, CartQuery, CartUpdateBody } from '../api/cart.ts'
import { ApplyCouponBody, DiscountList } from '../api/discounts.ts'
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

const LineParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })

/** spec §7 cart and discount calls. Carts are personal: never cached, always priced now. */
export const cartEndpoints = defineEndpoints({
  'GET /api/get-cart': {
    tags: ['cart'],
    summary: 'The cart, priced now',
    security: ACCESS.cart,
    errors: [404],
    querystring: CartQuery,
    response: Cart,
  },
  'GET /api/get-cart-recommended-products': {
    tags: ['cart'],
    summary: 'Products to suggest beside the cart',
    security: ACCESS.cart,
    errors: [404],
    querystring: BranchQuery,
    response: Type.Object({ products: Type.Array(ProductCard) }),
  },
  'POST /api/cart/add': {
    tags: ['cart'],
    summary: 'Adds a product with its chosen options and add-ons to the cart',
    security: ACCESS.cart,
    errors: [404],
    querystring: BranchQuery,
    body: CartAddBody,
    status: 201,
    response: Cart,
  },
  'PUT /api/cart/update': {
    tags: ['cart'],
    summary: "Changes a cart line's quantity",
    security: ACCESS.cart,
    errors: [404],
    querystring: BranchQuery,
    body: CartUpdateBody,
    response: Cart,
  },
  'DELETE /api/cart/remove/:id': {
    tags: ['cart'],
    summary: 'Removes a line from the cart',
    security: ACCESS.cart,
    errors: [404],
    querystring: BranchQuery,
    params: LineParams,
    response: Cart,
  },
  'GET /api/get-discounts': {
    tags: ['discounts'],
    summary: 'The offers and coupons the cart can use',
    security: ACCESS.cart,
    errors: [404],
    querystring: BranchQuery,
    response: DiscountList,
  },
  'POST /api/cart/apply-coupon': {
    tags: ['discounts'],
    summary: 'Applies a coupon code to the cart',
    security: ACCESS.cart,
    errors: [404],
    querystring: BranchQuery,
    body: ApplyCouponBody,
    response: Cart,
  },
  'DELETE /api/cart/remove-coupon': {
    tags: ['discounts'],
    summary: "Removes the cart's coupon",
    security: ACCESS.cart,
    errors: [404],
    querystring: BranchQuery,
    response: Cart,
  },
})
