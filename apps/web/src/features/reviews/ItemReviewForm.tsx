import { useId, useState, type FormEvent } from 'react'
import { REVIEW_MAX_LENGTH } from '@store/core/browser'
import type { OrderReviewItem, Rating } from '@store/core'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors.ts'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { FormMessage, SubmitButton } from '../../components/Field.tsx'
import { Picture } from '../../components/Picture.tsx'
import { useRateOrderItem } from './api/rate-order-item.ts'
import { StarInput } from './StarInput.tsx'
import { Stars } from './Stars.tsx'

const LABELS = { rating: 'Rating', review: 'Review' }
const characters = (text: string) => [...text.trim()].length

/** One item of the order: its stars and text, saved with rate-order-item; changeable until its 30 days are over. */
export function ItemReviewForm({ orderId, item }: { orderId: string; item: OrderReviewItem }) {
  const saved = item.review
  const [rating, setRating] = useState<number>(saved?.rating ?? 0)
  const [text, setText] = useState(saved?.review ?? '')
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const [done, setDone] = useState(false)
  const rate = useRateOrderItem()
  const { date } = useFormatDate()
  const textId = useId()
  const used = characters(text)

  function submit(event: FormEvent) {
    event.preventDefault()
    setDone(false)
    if (rating < 1) return setErrors({ form: null, fields: { rating: 'Choose from 1 to 5 stars' } })
    if (used > REVIEW_MAX_LENGTH)
      return setErrors({ form: null, fields: { review: `Your review can have at most ${REVIEW_MAX_LENGTH} characters` } })
    setErrors(noErrors)
    rate.mutate(
      { order_id: orderId, order_item_id: item.order_item_id, rating: rating as Rating, review: text },
      { onSuccess: () => setDone(true), onError: (error) => setErrors(formErrors(error, LABELS)) },
    )
  }

  const locked = saved !== null && !saved.can_edit
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4" data-testid="review-item">
      <div className="flex items-center gap-3">
        <div className="w-14 shrink-0 overflow-hidden rounded-lg">
          <Picture image={item.image} sizes="56px" />
        </div>
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{item.name}</h2>
          {item.options && <p className="truncate text-sm text-gray-600">{item.options}</p>}
        </div>
      </div>
      {locked ? (
        <div className="flex flex-col gap-1">
          <Stars value={saved.rating} size={18} />
          {saved.review && <p className="whitespace-pre-line break-words text-gray-800">{saved.review}</p>}
          <p className="text-xs text-gray-500">Reviews can be changed for 30 days; this one was written on {date(saved.created_at)}.</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <StarInput value={rating} onChange={setRating} error={errors.fields.rating} disabled={rate.isPending} />
          <div className="flex flex-col gap-1">
            <label htmlFor={textId} className="text-sm font-medium text-gray-800">
              Your review <span className="font-normal text-gray-500">(optional)</span>
            </label>
            <textarea
              id={textId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={3}
              maxLength={REVIEW_MAX_LENGTH + 50}
              aria-invalid={errors.fields.review ? true : undefined}
              aria-describedby={`${textId}-count`}
              placeholder="What did you like or dislike?"
              className={`w-full rounded-lg border px-3 py-2 text-base outline-none focus:ring-2 ${
                errors.fields.review ? 'border-red-500 focus:ring-red-200' : 'border-gray-300 focus:border-brand-ink focus:ring-brand/20'
              }`}
            />
            <p id={`${textId}-count`} className={`text-right text-xs ${used > REVIEW_MAX_LENGTH ? 'text-red-600' : 'text-gray-500'}`}>
              {used} / {REVIEW_MAX_LENGTH}
            </p>
            {errors.fields.review && (
              <p className="text-sm text-red-600" data-field-error>
                {errors.fields.review}
              </p>
            )}
          </div>
          <FormMessage>{errors.form}</FormMessage>
          {saved?.hidden && <FormMessage tone="info">The store has hidden this review from the product page.</FormMessage>}
          {done && <FormMessage tone="info">Thanks! Your review is saved.</FormMessage>}
          <SubmitButton busy={rate.isPending} busyLabel="Saving...">
            {saved ? 'Update review' : 'Submit review'}
          </SubmitButton>
          {saved && <p className="text-xs text-gray-500">You can change it until {date(saved.editable_until)}.</p>}
        </form>
      )}
    </li>
  )
}
