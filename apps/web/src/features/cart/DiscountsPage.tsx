import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api.ts'
import { useHead } from '../../lib/head.ts'
import { useGoBack } from '../../lib/useGoBack.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { toast } from '../../components/toasts.ts'
import { useDiscounts } from './api/get-discounts.ts'
import { applyCoupon } from './api/apply-coupon.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

export const handle: ScreenHandle = { name: 'Discounts' }

/** /cart/discounts: the offers a shopper can use now, which apply, and why the others do not. */
export default function DiscountsPage() {
  useHead()
  const goBack = useGoBack()
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const offers = useDiscounts()

  const apply = async (value: string) => {
    setBusy(true)
    try {
      await applyCoupon(value.trim())
      await queryClient.invalidateQueries({ queryKey: ['discounts'] })
      toast(`${value.trim().toUpperCase()} applied`, 'info')
      goBack('/cart')
    } catch (error) {
      toast(error instanceof ApiError ? error.message : 'Could not apply the code. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="flex flex-col gap-4 px-4 pb-8 pt-4">
      <h1 className="text-xl font-bold">Discounts</h1>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (code.trim()) void apply(code)
        }}
      >
        <label className="sr-only" htmlFor="coupon-code">
          Coupon code
        </label>
        <input
          id="coupon-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="Enter a coupon code"
          maxLength={50}
          autoCapitalize="characters"
          className="min-w-0 flex-1 rounded-xl border border-gray-300 px-4 py-3 uppercase outline-none placeholder:normal-case focus:border-brand-ink"
        />
        <button
          type="submit"
          disabled={busy || !code.trim()}
          className="rounded-xl bg-brand px-5 font-semibold text-on-brand disabled:opacity-50"
        >
          Apply
        </button>
      </form>
      {offers.isPending && <Spinner label="Loading offers" />}
      {offers.isError && (
        <p role="alert" className="text-sm text-red-700">
          We couldn't load the offers. {offers.error.message}
        </p>
      )}
      {offers.data?.length === 0 && <p className="py-6 text-center text-gray-600">No offers right now.</p>}
      <ul className="flex flex-col gap-3">
        {offers.data?.map((offer) => (
          <li
            key={`${offer.code ?? offer.title}`}
            data-testid="offer"
            className={`rounded-xl border p-4 ${offer.applicable ? 'border-brand-20 bg-brand-5' : 'border-gray-200'}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {offer.title}
                  {offer.code && (
                    <code className="ml-2 inline-block rounded bg-gray-100 px-1.5 py-0.5 align-middle text-xs font-semibold">
                      {offer.code}
                    </code>
                  )}
                </p>
                <p className="text-sm text-gray-600">{offer.conditions}</p>
                {offer.description && <p className="mt-1 text-sm text-gray-600">{offer.description}</p>}
              </div>
              {offer.is_applied ? (
                <span className="shrink-0 rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">Applied</span>
              ) : offer.code && offer.applicable ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void apply(offer.code!)}
                  aria-label={`Apply ${offer.code}`}
                  className="shrink-0 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand"
                >
                  Apply
                </button>
              ) : offer.code ? null : (
                <span className="shrink-0 text-xs text-gray-600">Automatic</span>
              )}
            </div>
            {offer.reason && !offer.is_applied && <p className="mt-2 text-sm text-amber-800">{offer.reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
