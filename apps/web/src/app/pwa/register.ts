/**
 * Registers the service worker (decision 0061). Called after the page's load event, from a chunk of
 * its own, so the first load pays nothing for it. A new version found while a page is open waits
 * (the page's files are the old build's): the shopper gets a "New version — reload" prompt, and any
 * next navigation takes the new one (the worker hands over then). Plain browser calls: Workbox's
 * window helper would add 2.5 KB gzip for the same three events.
 */
export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  const offer = (waiting: ServiceWorker) =>
    void import('./UpdatePrompt.tsx').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        // Another tab's navigation may have handed over already: then the new version is in charge.
        if (waiting.state !== 'installed') return window.location.reload()
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
        waiting.postMessage({ type: 'SKIP_WAITING' })
      }),
    )
  // Only an update is offered: the first worker of a page has nothing to replace.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing)
    })
  })
}
