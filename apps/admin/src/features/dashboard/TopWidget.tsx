import { useQuery } from '@tanstack/react-query'
import { useFormatMoney } from '../../lib/money.ts'
import { EmptyState } from '../../components/States.tsx'
import { topCategories, topProducts } from './api.ts'
import { Widget } from './Widget.tsx'

/** The best sellers of the last 30 days: products or categories, by money taken. */
export function TopWidget({ of }: { of: 'products' | 'categories' }) {
  const money = useFormatMoney()
  const query = useQuery(of === 'products' ? topProducts() : topCategories())
  return (
    <Widget title={of === 'products' ? 'Top products' : 'Top categories'} query={query}>
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState title="Nothing sold in the last 30 days" />
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{`Best-selling ${of} of the last 30 days`}</caption>
            <thead>
              <tr className="border-b border-gray-300 text-left">
                <th scope="col" className="py-1">
                  {of === 'products' ? 'Product' : 'Category'}
                </th>
                <th scope="col" className="py-1 text-right">
                  Sold
                </th>
                <th scope="col" className="py-1 text-right">
                  Sales
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-gray-100">
                  <th scope="row" className="max-w-40 truncate py-1 text-left font-normal">
                    {item.name}
                  </th>
                  <td className="py-1 text-right tabular-nums">{item.quantity}</td>
                  <td className="py-1 text-right tabular-nums">{money(item.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </Widget>
  )
}
