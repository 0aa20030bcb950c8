import { AddressSearchAnswer, AddressSearchQuery, PincodeCheck, PincodeQuery } from '../api/delivery.ts'
import { defineEndpoints } from './define.ts'

/** Where the store delivers, and address search for the address form. */
export const deliveryEndpoints = defineEndpoints({
  'GET /api/check-pincode': {
    tags: ['delivery'],
    summary: 'The branches that deliver to a pincode, with fee and estimated time',
    querystring: PincodeQuery,
    response: PincodeCheck,
  },
  'GET /api/google/address': {
    tags: ['delivery'],
    summary:
      'Address search (Google Places): `input` answers predictions, `place_id` the place as an address. 503 when the store has no Places key, 502 when Google does not answer',
    querystring: AddressSearchQuery,
    response: AddressSearchAnswer,
  },
})
