import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter } from './app/router.tsx'
import { createQueryClient } from './app/queryClient.ts'
import { applyInlinedData } from './app/inlined.ts'
import { registerAfterLoad } from './app/pwa/after-load.ts'
import { preloadPreviewHome } from './features/home/PreviewHomeSlot.tsx'
import { rememberTyped } from './app/typed-before-start.ts'
import { loadReplay } from './app/typed-give-back.ts'
import './index.css'

/**
 * Gives the browser its turn between start-up steps, so they run as several short tasks instead of
 * one long one that would hold a phone's main thread (Total Blocking Time).
 */
const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

const queryClient = createQueryClient()
// The server's data goes in before the first render so hydration matches the HTML it sent.
const inlined = applyInlinedData(queryClient)
// The server rendered the sample home (no product yet): its code must be here before hydration.
if (inlined && inlined.data.settings.addedProduct !== true) await preloadPreviewHome()
await yieldToBrowser()
const router = await createRouter(inlined)
await yieldToBrowser()
const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
)
if (container.hasChildNodes()) {
  // A server-rendered form may hold text already: Root gives it back to the app once it runs, with
  // code fetched from here, so it is there by then.
  if (rememberTyped(container)) void loadReplay()
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (the server's HTML is already on screen meanwhile).
  startTransition(() => {
    hydrateRoot(container, app, {
      // Expected when this shopper's saved state differs from what the server rendered (another
      // branch's prices, the admin's preview frame): React renders that part again here.
      onRecoverableError: (error) => console.warn('storefront: the page was re-rendered for this browser', error),
    })
  })
} else createRoot(container).render(app)
registerAfterLoad()
