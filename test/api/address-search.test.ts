import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_SEARCH_SETTING } from '@store/core'
import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp, type App } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'
import { OWNER_TOKEN } from '../support/test-app.ts'
import { registerShopper } from '../support/factories.ts'

const KEY = 'test-places-key-0123456789'
const MG_ROAD = 'ChIJbU60yXAWrjsR4E9-UejD3_g'

/** Place Details (New) as Google answers it for a Bengaluru address, trimmed to the fields asked for. */
const MG_ROAD_DETAILS = {
  id: MG_ROAD,
  formattedAddress: '12, Mahatma Gandhi Rd, Shanthala Nagar, Ashok Nagar, Bengaluru, Karnataka 560001, India',
  addressComponents: [
    { longText: '12', shortText: '12', types: ['street_number'], languageCode: 'en' },
    { longText: 'Mahatma Gandhi Road', shortText: 'MG Rd', types: ['route'], languageCode: 'en' },
    {
      longText: 'Shanthala Nagar',
      shortText: 'Shanthala Nagar',
      types: ['sublocality_level_2', 'sublocality', 'political'],
      languageCode: 'en',
    },
    { longText: 'Ashok Nagar', shortText: 'Ashok Nagar', types: ['sublocality_level_1', 'sublocality', 'political'], languageCode: 'en' },
    { longText: 'Bengaluru', shortText: 'Bengaluru', types: ['locality', 'political'], languageCode: 'en' },
    { longText: 'Bangalore Urban', shortText: 'Bangalore Urban', types: ['administrative_area_level_2', 'political'], languageCode: 'en' },
    { longText: 'Karnataka', shortText: 'KA', types: ['administrative_area_level_1', 'political'], languageCode: 'en' },
    { longText: 'India', shortText: 'IN', types: ['country', 'political'], languageCode: 'en' },
    { longText: '560001', shortText: '560001', types: ['postal_code'], languageCode: 'en' },
  ],
  location: { latitude: 12.9755264, longitude: 77.6067902 },
}

interface Seen {
  method: string
  path: string
  key: string | undefined
  fieldMask: string | undefined
  body: { input?: string; sessionToken?: string } | null
}

/** A local server that speaks Places API (New): autocomplete and place details, Google's error shape, and failures on cue. */
function fakePlaces() {
  const seen: Seen[] = []
  const googleError = (res: http.ServerResponse, code: number, status: string, message: string) => {
    res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code, message, status } }))
  }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://places.test')
      const body = raw ? (JSON.parse(raw) as Seen['body']) : null
      const key = req.headers['x-goog-api-key'] as string | undefined
      const fieldMask = req.headers['x-goog-fieldmask'] as string | undefined
      seen.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, key, fieldMask, body })
      if (key !== KEY) return googleError(res, 403, 'PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.')
      if (req.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
        if (body?.input === 'boom') return googleError(res, 500, 'INTERNAL', 'Internal error encountered.')
        if (body?.input === 'slow') return setTimeout(() => res.end('{}'), 3000)
        if (body?.input === 'garbled') return res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops')
        return res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            suggestions: [
              {
                placePrediction: {
                  place: `places/${MG_ROAD}`,
                  placeId: MG_ROAD,
                  text: { text: 'MG Road, Bengaluru, Karnataka, India', matches: [{ endOffset: 7 }] },
                  structuredFormat: {
                    mainText: { text: 'MG Road', matches: [{ endOffset: 7 }] },
                    secondaryText: { text: 'Bengaluru, Karnataka, India' },
                  },
                  types: ['route', 'geocode'],
                },
              },
              { queryPrediction: { text: { text: 'mg road restaurants' } } },
              {
                placePrediction: {
                  place: 'places/ChIJ2cQ5gT8WrjsR7FVmZ2c8gEo',
                  placeId: 'ChIJ2cQ5gT8WrjsR7FVmZ2c8gEo',
                  text: { text: 'MG Road Metro Station, Bengaluru, Karnataka, India' },
                  structuredFormat: { mainText: { text: 'MG Road Metro Station' }, secondaryText: { text: 'Bengaluru, Karnataka, India' } },
                },
              },
            ],
          }),
        )
      }
      const place = /^\/v1\/places\/([^/]+)$/.exec(url.pathname)?.[1]
      if (req.method === 'GET' && place) {
        const mask = (fieldMask ?? '').split(',')
        if (!['addressComponents', 'location', 'formattedAddress'].every((f) => mask.includes(f)))
          return googleError(res, 400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.')
        if (place === MG_ROAD) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MG_ROAD_DETAILS))
        if (place === 'ChIJboom') return googleError(res, 503, 'UNAVAILABLE', 'The service is currently unavailable.')
        return googleError(res, 404, 'NOT_FOUND', `Place '${place}' not found.`)
      }
      return googleError(res, 404, 'NOT_FOUND', 'Method not found.')
    })
  })
  return { server, seen }
}

/** Address search against a local Places API (New), on SQLite and PostgreSQL. */
describe.skipIf(!databaseAvailable)('address search API', () => {
  const places = fakePlaces()
  let database: TestDatabase
  let app: App
  let off: App
  let me: Record<string, string>

  beforeAll(async () => {
    await new Promise<void>((resolve) => places.server.listen(0, '127.0.0.1', resolve))
    const { port } = places.server.address() as AddressInfo
    database = await createTestDatabase()
    await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'empty')
    const env = { GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}/`, GOOGLE_PLACES_TIMEOUT_MS: '300' }
    const build = (config: ReturnType<typeof loadConfig>) =>
      buildApp({ config: { ...config, cacheVersionTtlMs: 0 }, db: database.db, ownerTokenHash: sha256(OWNER_TOKEN), serveWebApp: false })
    app = await build(loadConfig(env, []))
    off = await build(loadConfig({}, []))
    me = (await registerShopper(app, 'Kiran')).headers
  })
  afterAll(async () => {
    await app?.close()
    await off?.close()
    await database?.drop()
    places.server.closeAllConnections()
    await new Promise((resolve) => places.server.close(resolve))
  })

  // Sent as the browser sends every storefront call: with branch_id (spec §7).
  const search = (query: string, a: App = app, headers = me) => a.inject({ url: `/api/google/address?branch_id=1&${query}`, headers })

  it('answers predictions for what the shopper typed, passing the key in the header and the session token in the body', async () => {
    const token = randomUUID()
    const res = await search(`input=${encodeURIComponent('MG Road')}&session_token=${token}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      session_token: token,
      predictions: [
        {
          place_id: MG_ROAD,
          description: 'MG Road, Bengaluru, Karnataka, India',
          main_text: 'MG Road',
          secondary_text: 'Bengaluru, Karnataka, India',
        },
        {
          place_id: 'ChIJ2cQ5gT8WrjsR7FVmZ2c8gEo',
          description: 'MG Road Metro Station, Bengaluru, Karnataka, India',
          main_text: 'MG Road Metro Station',
          secondary_text: 'Bengaluru, Karnataka, India',
        },
      ],
    })
    const call = places.seen.at(-1)!
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/places:autocomplete',
      key: KEY,
      body: { input: 'MG Road', sessionToken: token },
    })
    expect(JSON.stringify(call.path)).not.toContain(KEY) // never in the URL, where logs would keep it
  })

  it('starts a session when the browser sends no token, and answers it so the details call can reuse it', async () => {
    const res = (await search('input=MG')).json()
    expect(res.session_token).toMatch(/^[0-9a-f-]{36}$/)
    expect(places.seen.at(-1)!.body?.sessionToken).toBe(res.session_token)
  })

  it('fills in an address from a place: postal_code → pincode, locality → city, state, lat/lng, with the same session token', async () => {
    const token = randomUUID()
    const res = await search(`place_id=${MG_ROAD}&session_token=${token}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      session_token: token,
      address: {
        line1: '12 Mahatma Gandhi Road, Shanthala Nagar, Ashok Nagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        lat: 12.9755264,
        lng: 77.6067902,
        place_id: MG_ROAD,
        formatted_address: MG_ROAD_DETAILS.formattedAddress,
      },
    })
    const call = places.seen.at(-1)!
    expect(call).toMatchObject({ method: 'GET', path: `/v1/places/${MG_ROAD}?sessionToken=${token}`, key: KEY })
    expect(call.fieldMask?.split(',').sort()).toEqual(['addressComponents', 'formattedAddress', 'id', 'location'])
    // The filled-in address is one the address form accepts once the shopper adds their name and phone.
    const saved = await app.inject({
      method: 'POST',
      url: '/api/address/add',
      headers: me,
      payload: { label: 'Home', name: 'Kiran', phone: '+91 98123 45670', ...res.json().address, formatted_address: undefined },
    })
    expect(saved.statusCode, saved.body).toBe(201)
    expect(saved.json().address).toMatchObject({ pincode: '560001', lat: 12.9755264, place_id: MG_ROAD })
  })

  it('an unknown place is a 404', async () => {
    const res = await search('place_id=ChIJdoesnotexist')
    expect(res.statusCode).toBe(404)
  })

  it('a failing, slow or garbled Places answers 502 with a message to type the address, never a 500', async () => {
    for (const query of ['input=boom', 'input=slow', 'input=garbled', 'place_id=ChIJboom']) {
      const started = Date.now()
      const res = await search(query)
      expect(res.statusCode, query).toBe(502)
      expect(res.json(), query).toEqual({
        message: `Address search is not answering right now. Type the address instead. If it keeps happening, give the store this reference: ${res.headers['x-request-id']}.`,
      })
      expect(Date.now() - started, query).toBeLessThan(2500) // the 300 ms timeout, not Google's 3 s
    }
  })

  it('refuses bad input with 422: empty, blank, 1000 characters, both or neither parameter, a bad token or place id', async () => {
    const before = places.seen.length
    const cases = [
      'input=',
      'input=%20%20%20',
      `input=${'a'.repeat(1000)}`,
      `input=MG&place_id=${MG_ROAD}`,
      '',
      'session_token=abc',
      `input=MG&session_token=${'x'.repeat(37)}`,
      'input=MG&session_token=not%20safe',
      'place_id=..%2F..%2Fv1%2Fsecrets',
      'place_id=',
      'input=MG&extra=1',
    ]
    for (const query of cases) {
      const res = await search(query)
      expect(res.statusCode, query).toBe(422)
      expect(res.json().message, query).toBeTruthy()
    }
    expect(places.seen.length).toBe(before) // nothing reached Google
  })

  it('is for logged-in shoppers only: a guest gets 401', async () => {
    expect((await search('input=MG', app, {})).statusCode).toBe(401)
  })

  it('without a key the search is off: 503 with a clear message, and get-data says so', async () => {
    const res = await search('input=MG', off)
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toMatch(/^Address search is not set up in this store\. Type the address instead\. If it keeps happening/)
    expect((await off.inject({ url: '/api/get-data' })).json().settings[ADDRESS_SEARCH_SETTING]).toBe(false)
    expect((await app.inject({ url: '/api/get-data' })).json().settings[ADDRESS_SEARCH_SETTING]).toBe(true)
  })
})
