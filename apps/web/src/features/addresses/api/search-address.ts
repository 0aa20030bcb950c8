import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/**
 * Address search (Google Places behind the server). One session token covers a search's
 * predictions and the one place read that ends it; the server answers the token to send next.
 */
export const searchAddress = (input: string, sessionToken: string, signal?: AbortSignal) =>
  api('GET /api/google/address', { query: { input, session_token: sessionToken } }, { signal })

export const getPlaceAddress = (placeId: string, sessionToken: string | undefined) =>
  api('GET /api/google/address', { query: { place_id: placeId, session_token: sessionToken } }).then((answer) => {
    if (!answer.address) throw new Error('The address search did not answer with that place')
    return answer.address
  })

export const useAddressPredictions = (input: string, sessionToken: string) =>
  useQuery({
    queryKey: ['address-search', input],
    queryFn: ({ signal }) => searchAddress(input, sessionToken, signal),
    enabled: input.trim().length >= 3,
    staleTime: 60_000,
  })
