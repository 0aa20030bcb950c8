import {
  DASHBOARD_DAYS,
  OPEN_STATUSES,
  type AverageOrder,
  type OpenOrders,
  type OrdersByHour,
  type PaymentShare,
  type SalesFigures,
  type ShopperMix,
  type TopCategories,
  type TopProducts,
} from '@store/core'
import type { DashboardRepository } from './owner.repository.ts'
import { offsetSegments, periodAndBefore, type Span } from './periods.ts'

const PERIOD_DAYS = { today: 1, '7d': 7, '30d': DASHBOARD_DAYS } as const
const iso = (span: Span) => ({ from: span.from.toISOString(), to: span.to.toISOString() })

/**
 * The sales dashboard's widgets (decision 0092), each one call and one SQL statement. Periods are the
 * store's days in its time zone (setting `timezone`, UTC when unset). `now` is a parameter so the tests
 * can ask "as of" a known instant.
 */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly timeZone: () => Promise<string>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sales(): Promise<SalesFigures> {
    const { now, timeZone } = await this.clock()
    const periods = Object.entries(PERIOD_DAYS).map(([period, days]) => ({
      period: period as keyof typeof PERIOD_DAYS,
      ...periodAndBefore(now, timeZone, days),
    }))
    const figures = await this.repo.figures(periods.flatMap((p) => [p.current, p.previous]))
    return {
      periods: periods.map((p, i) => ({
        period: p.period,
        ...iso(p.current),
        time_zone: timeZone,
        ...figures[2 * i]!,
        previous: { ...iso(p.previous), ...figures[2 * i + 1]! },
      })),
    }
  }

  async hours(): Promise<OrdersByHour> {
    const { span, timeZone } = await this.window()
    const counts = await this.repo.byHour(span, offsetSegments(span, timeZone))
    return { ...iso(span), time_zone: timeZone, hours: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: counts.get(hour) ?? 0 })) }
  }

  async topProducts(): Promise<TopProducts> {
    const { span, timeZone } = await this.window()
    return { ...iso(span), time_zone: timeZone, items: await this.repo.topProducts(span) }
  }

  async topCategories(): Promise<TopCategories> {
    const { span, timeZone } = await this.window()
    return { ...iso(span), time_zone: timeZone, items: await this.repo.topCategories(span) }
  }

  async averageOrder(): Promise<AverageOrder> {
    const { now, timeZone } = await this.clock()
    const { current, previous } = periodAndBefore(now, timeZone, DASHBOARD_DAYS)
    const [a, b] = await this.repo.figures([current, previous])
    // Half a minor unit and up rounds up, like every other division of money here.
    const average = (f: { sales: number; orders: number }) => (f.orders === 0 ? 0 : Math.round(f.sales / f.orders))
    return {
      ...iso(current),
      time_zone: timeZone,
      average: average(a!),
      orders: a!.orders,
      previous: { ...iso(previous), average: average(b!), orders: b!.orders },
    }
  }

  async payments(): Promise<PaymentShare> {
    const { span, timeZone } = await this.window()
    const paid = await this.repo.payments(span)
    return {
      ...iso(span),
      time_zone: timeZone,
      items: (['cash', 'wallet', 'online'] as const).map((means) => ({ means, orders: paid[means].orders, amount: paid[means].sales })),
    }
  }

  async openOrders(): Promise<OpenOrders> {
    const counts = await this.repo.openByStatus()
    return { items: OPEN_STATUSES.map((status) => ({ status, orders: counts.get(status) ?? 0 })) }
  }

  async shoppers(): Promise<ShopperMix> {
    const { span, timeZone } = await this.window()
    const { shoppers, returning } = await this.repo.shoppers(span)
    return { ...iso(span), time_zone: timeZone, new_shoppers: shoppers - returning, returning_shoppers: returning }
  }

  private async clock() {
    return { now: this.now(), timeZone: await this.timeZone() }
  }

  /** The last 30 store days, today so far included. */
  private async window() {
    const { now, timeZone } = await this.clock()
    return { span: periodAndBefore(now, timeZone, DASHBOARD_DAYS).current, timeZone }
  }
}
