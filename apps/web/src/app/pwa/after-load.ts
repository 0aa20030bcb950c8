/**
 * The service worker registers after the page's load event, from a chunk of its own (decision 0061):
 * the first load's JavaScript and main thread pay nothing for it. Service workers exist on https
 * origins and localhost only; elsewhere the store works as before.
 */
export function registerAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return
  const start = () =>
    void import('./register.ts')
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.warn('storefront: the service worker did not register', error))
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
