import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** What AddressInput's pincode pattern accepts (core api/addresses.ts); anything else is not asked about. */
export const PINCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/

export const checkPincode = (pincode: string, signal?: AbortSignal) => api('GET /api/check-pincode', { query: { pincode } }, { signal })

export const pincodeQuery = (pincode: string) =>
  queryOptions({ queryKey: ['check-pincode', pincode], queryFn: ({ signal }) => checkPincode(pincode, signal), staleTime: 5 * 60_000 })

/** Which branches deliver to the pincode, asked once the shopper has typed a whole one. */
export const useCheckPincode = (pincode: string) => useQuery({ ...pincodeQuery(pincode), enabled: PINCODE_PATTERN.test(pincode) })
