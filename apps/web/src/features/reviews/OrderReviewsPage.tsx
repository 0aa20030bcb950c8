import { Link, useParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { formErrors } from '../../lib/form-errors.ts'
import { FormMessage } from '../../components/Field.tsx'
import { useOrderReviews } from './api/get-order-reviews.ts'
import { ItemReviewForm } from './ItemReviewForm.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

function Skeleton() {
  return (
    <ul role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading your order</span>
      {[0, 1].map((i) => (
        <li key={i} className="h-52 animate-pulse rounded-xl bg-gray-100" />
      ))}
    </ul>
  )
}

export const handle: ScreenHandle = { name: 'Review your order' }

/** /account/my-orders/reviews/{order_id} (spec §2): rate each item of a delivered order. */
export default function OrderReviewsPage() {
  const { orderId = '' } = useParams()
  const user = useRequireUser()
  const screen = useOrderReviews(orderId, user !== null)
  useHead({ name: screen.data && `Rate order #${screen.data.number}` })
  const back = (
    <Link to={`/account/my-orders/${encodeURIComponent(orderId)}`} className="text-sm font-semibold text-brand-ink">
      Back to the order
    </Link>
  )
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{screen.data ? `Rate order #${screen.data.number}` : 'Review your order'}</h1>
        {back}
      </div>
      {!user || screen.isPending ? (
        <Skeleton />
      ) : screen.isError ? (
        <FormMessage>{formErrors(screen.error, {}).form}</FormMessage>
      ) : !screen.data.can_rate ? (
        <FormMessage tone="info">You can rate the items once the order is delivered.</FormMessage>
      ) : (
        <ul className="flex flex-col gap-4">
          {screen.data.items.map((item) => (
            <ItemReviewForm key={item.order_item_id} orderId={screen.data.order_id} item={item} />
          ))}
        </ul>
      )}
    </section>
  )
}
