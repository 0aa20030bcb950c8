import { randomUUID } from 'node:crypto'
import type { AddressSearchAnswer, AddressSearchQuery } from '@store/core'
import { InputError, NotFoundError, UnavailableError } from '../http/errors.ts'
import { PlaceNotFoundError, PlacesUnavailableError, type PlacesClient } from '../integrations/places/places-client.ts'

const OFF = 'Address search is not set up in this store. Type the address instead'
const DOWN = 'Address search is not answering right now. Type the address instead'

/**
 * Address search for the address form: predictions for what the shopper types, then the
 * picked place as the form's fields. With no Places key (`client` null) every call is a 503 and
 * get-data's settings say so, so the web hides the field. A failing Places is a 502 with a message the
 * shopper can act on; the form always works by hand.
 */
export class AddressSearchService {
  constructor(private readonly client: PlacesClient | null) {}

  get enabled(): boolean {
    return this.client !== null
  }

  async search(query: AddressSearchQuery): Promise<AddressSearchAnswer> {
    const input = query.input?.trim()
    if (query.input !== undefined && query.place_id !== undefined) {
      throw new InputError('Send either input or place_id, not both', [{ path: 'querystring', message: 'either input or place_id' }])
    }
    if (query.input === undefined && query.place_id === undefined) {
      throw new InputError('Type part of the address to search', [{ path: 'querystring/input', message: 'is required' }])
    }
    if (input === '') throw new InputError('Type part of the address to search', [{ path: 'querystring/input', message: 'is empty' }])
    if (this.client === null) throw new UnavailableError(503, OFF)
    // The browser sends one token per search (Google bills a session, not each keystroke); without one, a new session starts here.
    const sessionToken = query.session_token ?? randomUUID()
    try {
      if (input !== undefined) return { session_token: sessionToken, predictions: await this.client.autocomplete(input, sessionToken) }
      return { session_token: sessionToken, address: await this.client.details(query.place_id!, sessionToken) }
    } catch (error) {
      if (error instanceof PlaceNotFoundError) throw new NotFoundError('Place')
      if (error instanceof PlacesUnavailableError) throw new UnavailableError(502, DOWN, error)
      throw error
    }
  }
}
