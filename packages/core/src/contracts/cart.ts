import { Type } from 'typebox'
import { BranchQuery } from '../api/common.ts'
import { ProductCard } from '../api/catalogue.ts'
import { Cart, CartAddBody, CartQuery, CartUpdateBody } from '../api/cart.ts'
import { ApplyCouponBody, DiscountList } from '../api/discounts.ts'
import { defineEndpoints } from './define.ts'

const LineParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })

/** spec §7 cart and discount calls. Carts are personal: never cached, always priced now. */
export const cartEndpoints = defineEndpoints({
  'GET /api/get-cart': { tags: ['cart'], querystring: CartQuery, response: Cart },
  'GET /api/get-cart-recommended-products': {
    tags: ['cart'],
    querystring: BranchQuery,
    response: Type.Object({ products: Type.Array(ProductCard) }),
  },
  'POST /api/cart/add': { tags: ['cart'], querystring: BranchQuery, body: CartAddBody, status: 201, response: Cart },
  'PUT /api/cart/update': { tags: ['cart'], querystring: BranchQuery, body: CartUpdateBody, response: Cart },
  'DELETE /api/cart/remove/:id': { tags: ['cart'], querystring: BranchQuery, params: LineParams, response: Cart },
  'GET /api/get-discounts': { tags: ['discounts'], querystring: BranchQuery, response: DiscountList },
  'POST /api/cart/apply-coupon': { tags: ['discounts'], querystring: BranchQuery, body: ApplyCouponBody, response: Cart },
  'DELETE /api/cart/remove-coupon': { tags: ['discounts'], querystring: BranchQuery, response: Cart },
})
