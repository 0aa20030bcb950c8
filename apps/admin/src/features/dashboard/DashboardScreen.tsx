import { AverageWidget, OpenOrdersWidget, ShoppersWidget } from './FigureWidgets.tsx'
import { HoursWidget } from './HoursWidget.tsx'
import { PaymentsWidget } from './PaymentsWidget.tsx'
import { SalesCards } from './SalesCards.tsx'
import { TopWidget } from './TopWidget.tsx'

/**
 * The sales dashboard (managers and owners; decision 0092): the first screen after sign-in. Each card
 * loads, fails and retries on its own, so one slow figure never hides the others.
 */
export default function DashboardScreen() {
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-4">
      <h1 id="dashboard-title" className="text-2xl font-bold">
        Dashboard
      </h1>
      <div className="grid gap-4 lg:grid-cols-2">
        <SalesCards />
        <AverageWidget />
        <OpenOrdersWidget />
        <HoursWidget />
        <TopWidget of="products" />
        <TopWidget of="categories" />
        <PaymentsWidget />
        <ShoppersWidget />
      </div>
    </section>
  )
}
