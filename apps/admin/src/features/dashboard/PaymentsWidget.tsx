import { useQuery } from '@tanstack/react-query'
import { useFormatMoney } from '../../lib/money.ts'
import { EmptyState } from '../../components/States.tsx'
import { BarChart } from './BarChart.tsx'
import { paymentShare } from './api.ts'
import { FiguresTable, Widget } from './Widget.tsx'

const MEANS = { cash: 'Cash', wallet: 'Wallet', online: 'Online' } as const

/** The share of cash, wallet and online payment (by money taken) over the last 30 days. */
export function PaymentsWidget() {
  const money = useFormatMoney()
  return (
    <Widget title="How shoppers paid" query={useQuery(paymentShare())}>
      {({ items }) => {
        const total = items.reduce((sum, i) => sum + i.amount, 0)
        if (total === 0) return <EmptyState title="No payments in the last 30 days" />
        const share = (amount: number) => `${Math.round((amount / total) * 100)}%`
        return (
          <>
            <BarChart
              labels={items.map((i) => MEANS[i.means])}
              values={items.map((i) => i.amount)}
              summary={`Money taken over 30 days: ${items.map((i) => `${MEANS[i.means]} ${share(i.amount)}`).join(', ')}`}
              format={money}
            />
            <FiguresTable
              caption="Money taken by each means of payment"
              head={['Paid by', 'Amount (share, orders)']}
              rows={items.map((i) => [MEANS[i.means], `${money(i.amount)} (${share(i.amount)}, ${i.orders})`])}
            />
          </>
        )
      }}
    </Widget>
  )
}
