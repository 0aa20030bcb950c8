import { themeVariables } from '@store/core/browser'
import { starColour } from './colour-defaults.ts'

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z'

/**
 * The storefront's header, a button and a product line in the draft's colours, as shoppers will see
 * them: through core's themeVariables, which swaps a text colour that fails AA (decision 0038).
 */
export function ThemeSample({ draft }: { draft: Record<string, string> }) {
  const v = themeVariables(draft)
  const star = starColour(draft)
  return (
    <figure className="flex flex-col gap-2" aria-label="Live sample of the storefront">
      <figcaption className="text-sm font-medium text-gray-800">Live sample</figcaption>
      <div className="overflow-hidden rounded-lg border border-gray-300 bg-white" data-testid="theme-sample">
        <div className="flex items-center gap-2 px-3 py-3" style={{ background: v['--store-bg'], color: v['--store-text-on-bg'] }}>
          {draft.logo && <img src={draft.logo} alt="" width={32} height={32} className="h-8 w-8 rounded-md object-cover" />}
          <span className="font-bold">{draft.storeName || 'Your store'}</span>
          <span className="ml-auto text-sm">Cart</span>
        </div>
        <div className="flex flex-col gap-2 p-3" style={{ color: v['--store-text'] }}>
          <p className="font-semibold">Margherita pizza</p>
          <p role="img" className="flex items-center gap-1 text-sm" aria-label="4 stars out of 5">
            {[0, 1, 2, 3, 4].map((i) => (
              <svg key={i} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                <path d={STAR} fill={i < 4 ? star : '#d1d5db'} />
              </svg>
            ))}
          </p>
          <p className="text-sm" style={{ color: v['--store-bg-ink'] }}>
            View options
          </p>
          <span
            className="self-start rounded-lg px-4 py-2 text-sm font-semibold"
            style={{ background: v['--store-bg'], color: v['--store-text-on-bg'] }}
          >
            Add to cart
          </span>
        </div>
      </div>
    </figure>
  )
}
