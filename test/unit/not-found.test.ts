import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../apps/web/src/lib/api.ts'
import { missingScreenKey, useNotFound } from '../../apps/web/src/lib/not-found.ts'

type Request = { data: unknown; error: unknown }

/** What useNotFound says at /product/gone for a screen whose request is `request`, with or without the server's mark. */
function notFound(request: Request, marked: boolean): boolean {
  const client = new QueryClient()
  if (marked) client.setQueryData(missingScreenKey('/product/gone'), true)
  let answer: boolean | undefined
  const Screen = () => {
    answer = useNotFound(request)
    return null
  }
  const router = createMemoryRouter([{ path: '/product/:slug', Component: Screen }], { initialEntries: ['/product/gone'] })
  renderToString(createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router })))
  return answer!
}

const waiting = { data: undefined, error: null }
const missing = { data: undefined, error: new ApiError(404, 'Not found', null) }
const found = { data: { name: 'Lasagne al Forno' }, error: null }
const failed = { data: undefined, error: new Error('offline') }

/** Decision 0110: the server's "nothing here" stands until the screen's own request answers. */
describe('useNotFound', () => {
  it('shows the not-found page while the request is out when the server found nothing there', () => {
    expect(notFound(waiting, true)).toBe(true)
    expect(notFound(waiting, false)).toBe(false)
  })

  it('lets the request’s answer win over the mark: found (another branch, added since) or failed otherwise', () => {
    expect(notFound(found, true)).toBe(false)
    expect(notFound(failed, true)).toBe(false)
  })

  it('shows the not-found page for a 404 answer, marked or not', () => {
    expect(notFound(missing, true)).toBe(true)
    expect(notFound(missing, false)).toBe(true)
  })
})
