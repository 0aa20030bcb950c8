import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import type { OrderStatus, TrackedOrder } from '@store/core'
import { TRACK_EVERY_MS, trackedOrderQuery } from './get-single-order-to-track.ts'

/**
 * Tracking polls while the order can move and stops once it is finished: the page's own query
 * options in a real QueryObserver, on fake timers (no waiting), with the server's answers played in order.
 */
describe('tracking polls until the order is finished', () => {
  let client: QueryClient
  beforeEach(() => {
    vi.useFakeTimers()
    environmentManager.setIsServer(() => false) // node has no window: TanStack would schedule no interval at all
    client = new QueryClient()
  })
  afterEach(() => {
    client.clear()
    environmentManager.setIsServer(() => typeof window === 'undefined')
    vi.useRealTimers()
  })

  /** Subscribes as the page does; each read answers the next status (the last one from then on). */
  function track(statuses: OrderStatus[]) {
    let reads = 0
    const queryFn = () => Promise.resolve({ status: statuses[Math.min(reads++, statuses.length - 1)] } as TrackedOrder)
    const observer = new QueryObserver(client, { ...trackedOrderQuery('order-1'), queryFn })
    const stop = observer.subscribe(() => {})
    return { reads: () => reads, observer, stop }
  }

  it('reads every 5 s while the order moves, then not at all once it is delivered', async () => {
    const t = track(['preparing', 'out_for_delivery', 'delivered'])
    await vi.advanceTimersByTimeAsync(0)
    expect(t.reads()).toBe(1)
    await vi.advanceTimersByTimeAsync(TRACK_EVERY_MS)
    expect(t.reads()).toBe(2)
    await vi.advanceTimersByTimeAsync(TRACK_EVERY_MS)
    expect(t.reads()).toBe(3)
    expect(t.observer.getCurrentResult().data?.status).toBe('delivered')
    await vi.advanceTimersByTimeAsync(20 * TRACK_EVERY_MS)
    expect(t.reads()).toBe(3)
    t.stop()
  })

  it('never polls an order that is already cancelled or picked up', async () => {
    for (const status of ['cancelled', 'picked_up'] as const) {
      client.clear()
      const t = track([status])
      await vi.advanceTimersByTimeAsync(20 * TRACK_EVERY_MS)
      expect(t.reads()).toBe(1)
      t.stop()
    }
  })
})
