import { useState } from 'react'
import type { PlaceAddress } from '@store/core'
import { useSession, type Place } from '../../lib/session.ts'
import { useDebounced } from '../../lib/useDebounced.ts'
import { FormMessage } from '../../components/Field.tsx'
import { getPlaceAddress, useAddressPredictions } from './api/search-address.ts'

const SEARCH_DEBOUNCE_MS = 300

/**
 * Address search, shown only when the server has it on: predictions as the shopper types,
 * and their recent places (spec §4: newest first, no repeated place_id, at most 5, kept locally).
 * Picking one fills the form, which stays editable.
 */
export function AddressSearch({ onPick }: { onPick: (address: PlaceAddress) => void }) {
  const [input, setInput] = useState('')
  // One Places session per search; the server answers the token to use next.
  const [sessionToken, setSessionToken] = useState(() => crypto.randomUUID())
  const settled = useDebounced(input, SEARCH_DEBOUNCE_MS)
  const predictions = useAddressPredictions(settled, sessionToken)
  const recent = useSession((s) => s.recentPlaces)
  const [picking, setPicking] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const pick = (place: Place) => {
    setPicking(place.place_id)
    setProblem(null)
    getPlaceAddress(place.place_id, sessionToken)
      .then((address) => {
        useSession.getState().addRecentPlace({ place_id: address.place_id, description: place.description ?? address.formatted_address })
        onPick(address)
        setInput('')
        setSessionToken(crypto.randomUUID())
      })
      .catch(() => setProblem('Could not read that place. Try again, or fill in the address below.'))
      .finally(() => setPicking(null))
  }
  const list: Place[] =
    input.trim().length >= 3
      ? (predictions.data?.predictions ?? []).map((p) => ({ place_id: p.place_id, description: p.description }))
      : recent
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium text-gray-800">Search for your address</span>
        <input
          type="search"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="Street, area or landmark"
          autoComplete="off"
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base outline-none focus:border-brand-ink focus:ring-2 focus:ring-brand/20"
        />
      </label>
      {predictions.isFetching && <p className="text-sm text-gray-600">Searching...</p>}
      {list.length > 0 && (
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label={input ? 'Suggestions' : 'Recent places'}>
          {list.map((place) => (
            <li key={place.place_id}>
              <button
                type="button"
                disabled={picking !== null}
                onClick={() => pick(place)}
                className="w-full px-3 py-2 text-left text-sm hover:bg-gray-50 disabled:opacity-60"
              >
                {picking === place.place_id ? 'Filling in the address...' : place.description}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormMessage>{problem}</FormMessage>
      <p className="text-center text-xs text-gray-500">or fill in the address yourself</p>
    </div>
  )
}
