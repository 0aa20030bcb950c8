import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { api, errorText } from '../../lib/api.ts'

/** One order. */
export default function OrderScreen() {
  const { id = '' } = useParams()
  const order = useQuery({ queryKey: ['order', id], queryFn: () => api('GET /api/admin/orders/:id', { params: { id } }) })
  if (order.isPending) return <ListSkeleton label="Loading the order" />
  if (order.isError) return <ErrorState message={errorText(order.error)} onRetry={() => void order.refetch()} />
  return <h1 className="text-2xl font-bold">Order #{order.data.order.number}</h1>
}
