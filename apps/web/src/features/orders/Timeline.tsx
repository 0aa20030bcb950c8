import type { Fulfilment, OrderStatus, TimelineEntry } from '@store/core'
import { STATUS_LABELS, STEPS } from './status.ts'
import { useFormatDate } from '../../lib/useFormatDate.ts'

/**
 * Tracking: the steps of this kind of order with the time each was reached, the current one
 * marked; a cancelled order shows the steps it reached and then "Cancelled". Below, every event of
 * the timeline with its note (payments, refunds, what a cancel gave back).
 */
export function Timeline({ fulfilment, status, timeline }: { fulfilment: Fulfilment; status: OrderStatus; timeline: TimelineEntry[] }) {
  const { time, dateTime } = useFormatDate()
  const reachedAt = new Map<OrderStatus, string>()
  for (const entry of timeline) if (!reachedAt.has(entry.status)) reachedAt.set(entry.status, entry.at)
  const steps = status === 'cancelled' ? [...STEPS[fulfilment].filter((s) => reachedAt.has(s)), 'cancelled' as const] : STEPS[fulfilment]
  return (
    <div className="flex flex-col gap-4">
      <ol data-testid="timeline" aria-label="Order progress" className="flex flex-col">
        {steps.map((step, i) => {
          const at = reachedAt.get(step)
          const current = step === status
          const done = at !== undefined
          const dot = step === 'cancelled' ? 'bg-gray-500 border-gray-500' : done ? 'bg-brand border-brand-ink' : 'bg-white border-gray-300'
          return (
            <li
              key={step}
              data-testid="timeline-step"
              data-reached={done}
              aria-current={current ? 'step' : undefined}
              className="relative flex gap-3 pb-4 last:pb-0"
            >
              {i < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`absolute left-[7px] top-4 h-full w-0.5 ${reachedAt.has(steps[i + 1]!) ? 'bg-brand' : 'bg-gray-200'}`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative mt-0.5 h-4 w-4 shrink-0 rounded-full border-2 ${dot} ${current ? 'ring-4 ring-brand-20' : ''}`}
              />
              <div className="flex flex-1 items-baseline justify-between gap-2">
                <span className={`${current ? 'font-bold' : done ? 'font-medium' : 'text-gray-500'}`}>{STATUS_LABELS[step]}</span>
                {at && (
                  <time dateTime={at} className="text-sm text-gray-600">
                    {time(at)}
                  </time>
                )}
              </div>
            </li>
          )
        })}
      </ol>
      {timeline.length > 0 && (
        <div className="rounded-xl border border-gray-200 p-3 text-sm">
          <h3 className="font-medium">Updates</h3>
          <ul data-testid="timeline-notes" className="mt-2 flex flex-col gap-2">
            {[...timeline].reverse().map((entry, i) => (
              <li key={`${entry.at}-${i}`} className="flex flex-col">
                <time dateTime={entry.at} className="text-xs text-gray-500">
                  {dateTime(entry.at)}
                </time>
                <span>{entry.note}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
