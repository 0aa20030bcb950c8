import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { api, errorText } from '../../lib/api.ts'

/** The orders board. */
export default function OrdersScreen() {
  const orders = useQuery({ queryKey: ['orders'], queryFn: () => api('GET /api/admin/orders', { query: { per_page: 50 } }) })
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-4">
      <h1 id="orders-title" className="text-2xl font-bold">
        Orders
      </h1>
      {orders.isPending ? (
        <ListSkeleton label="Loading orders" />
      ) : orders.isError ? (
        <ErrorState message={errorText(orders.error)} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState title="No orders yet" />
      ) : (
        <ul className="flex flex-col gap-2">
          {orders.data.orders.map((o) => (
            <li key={o.id}>
              <Link to={`/orders/${o.id}`} className="block rounded-lg border border-gray-300 bg-white p-3">
                #{o.number} · {o.status}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
