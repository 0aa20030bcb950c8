import { AddressSearchAnswer, AddressSearchQuery, PincodeCheck, PincodeQuery } from '../api/delivery.ts'
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

/** Where the store delivers, and address search for the address form. */
export const deliveryEndpoints = defineEndpoints({
  'GET /api/check-pincode': {
    tags: ['delivery'],
    summary: 'The branches that deliver to a pincode, with fee and estimated time',
    security: ACCESS.public,
    querystring: PincodeQuery,
    response: PincodeCheck,
  },
  'GET /api/google/address': {
    tags: ['delivery'],
    summary: 'Address search (Google Places): predictions for `input`, or the address of a `place_id`',
    errors: [404, 502, 503],
    querystring: AddressSearchQuery,
    response: AddressSearchAnswer,
  },
})
