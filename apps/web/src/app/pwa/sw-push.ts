/// <reference lib="webworker" />

/** What the server sends (apps/server/src/push/service.ts PushMessage): the mail's words and the tracking link. */
interface OrderNews {
  title: string
  body: string
  url: string
}

/** Shows an order's news as it came (decision 0062); a tap opens its tracking page. */
export async function showOrderNews(registration: ServiceWorkerRegistration, text: string | null): Promise<void> {
  if (!text) return
  const news = JSON.parse(text) as OrderNews
  await registration.showNotification(news.title, {
    body: news.body,
    data: { url: news.url },
    icon: '/icons/any-192.png',
    badge: '/icons/maskable-192.png',
    // One notification per order: a newer status replaces the older one.
    tag: news.url,
  })
}

/** Focuses a window already on the store (moving it to the tracking page), or opens one. */
export async function openNotification(clients: Clients, notification: Notification): Promise<void> {
  notification.close()
  const url = (notification.data as { url?: string } | null)?.url ?? '/'
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const same = windows.find((w) => new URL(w.url).origin === new URL(url, w.url).origin)
  if (same) {
    await same.focus()
    await same.navigate(url)
    return
  }
  await clients.openWindow(url)
}
