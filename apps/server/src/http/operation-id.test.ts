import { describe, expect, it } from 'vitest'
import { operationId } from './operation-id.ts'

describe('operationId (decision 0065)', () => {
  it('is the path in camelCase for a call that has its path to itself', () => {
    expect(operationId('GET', '/api/get-cart', false)).toBe('getCart')
    expect(operationId('POST', '/api/cart/add', false)).toBe('cartAdd')
    expect(operationId('POST', '/api/place-order', false)).toBe('placeOrder')
    expect(operationId('GET', '/api/get-single-order-to-track', false)).toBe('getSingleOrderToTrack')
  })

  it('names one item where a parameter follows a collection, written either way', () => {
    expect(operationId('POST', '/api/admin/orders/:id/refund', false)).toBe('adminOrderRefund')
    expect(operationId('POST', '/api/admin/orders/{id}/refund', false)).toBe('adminOrderRefund')
    expect(operationId('GET', '/api/downloads/{token}/info', false)).toBe('downloadInfo')
    expect(operationId('DELETE', '/api/cart/remove/{id}', false)).toBe('cartRemove')
  })

  it("lets the method say the verb on a resource's shared path", () => {
    expect(operationId('GET', '/api/admin/categories', true)).toBe('getAdminCategories')
    expect(operationId('POST', '/api/admin/categories', true)).toBe('createAdminCategory')
    expect(operationId('GET', '/api/admin/categories/{id}', true)).toBe('getAdminCategory')
    expect(operationId('PUT', '/api/admin/branches/{id}', true)).toBe('updateAdminBranch')
    expect(operationId('DELETE', '/api/admin/products/{id}/file', true)).toBe('deleteAdminProductFile')
    expect(operationId('PUT', '/api/admin/settings', true)).toBe('updateAdminSettings')
  })
})
