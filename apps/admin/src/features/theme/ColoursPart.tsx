import { contrastWarnings, THEME_TINTS, themeTint, themeVariables } from '@store/core/browser'
import type { ThemeDraft } from './useThemeDraft.ts'
import { ThemeSample } from './ThemeSample.tsx'
import { defaultColour, type ColourKey } from './colour-defaults.ts'

const COLOURS: [key: ColourKey, label: string][] = [
  ['storeBgColor', 'Store colour (header and buttons)'],
  ['storeTextOnBgColor', 'Text on the store colour'],
  ['storeTextColor', 'Page text'],
  ['plugin_product_reviews_star_color', 'Review stars'],
]

/** A colour as #rrggbb for <input type="color">, which takes no other form; undefined for anything else. */
function sixDigits(value: string): string | undefined {
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`
  return /^#[0-9a-f]{6}$/i.test(value) ? value : undefined
}

/** The four colours, the brand's tints (spec §9) and an AA contrast warning (decision 0038), with a live sample. */
export function ColoursPart({ theme }: { theme: ThemeDraft }) {
  const { draft, set, fieldError } = theme
  const warnings = contrastWarnings(draft)
  // The tints are of the colour the storefront draws, the default one while none is set.
  const brand = themeVariables(draft)['--store-bg']
  return (
    <section aria-labelledby="colours-title" className="grid gap-4 rounded-lg border border-gray-300 bg-white p-4 *:min-w-0 lg:grid-cols-2">
      <div className="flex flex-col gap-3">
        <h2 id="colours-title" className="text-lg font-semibold">
          Colours
        </h2>
        {COLOURS.map(([key, label]) => (
          <ColourField
            key={key}
            id={`colour-${key}`}
            label={label}
            value={draft[key] ?? ''}
            fallback={defaultColour(key, draft)}
            error={fieldError(key)}
            onChange={(v) => set(key, v)}
          />
        ))}
        <div>
          <p className="text-sm font-medium text-gray-800">Tints of the store colour</p>
          <ul className="mt-1 flex gap-2" aria-label="Tints of the store colour">
            {THEME_TINTS.map((percent) => {
              const tint = themeTint(brand, percent) ?? '#ffffff'
              return (
                <li key={percent} className="flex flex-col items-center text-xs text-gray-700">
                  <span className="h-10 w-14 rounded-md border border-gray-300" style={{ background: tint }} />
                  {percent}% <span className="font-mono">{tint}</span>
                </li>
              )
            })}
          </ul>
        </div>
        <div role="status">
          {warnings.map((w) => (
            <p key={w.setting} className="mt-2 rounded-md border border-amber-500 bg-amber-50 p-2 text-sm text-amber-950">
              {w.setting === 'storeTextOnBgColor' ? 'Text on the store colour' : 'Page text'} {w.foreground} on {w.background} has a
              contrast of {w.ratio.toFixed(2)}:1, below the 4.5:1 WCAG AA asks for text. Shoppers will see {w.replacement} instead.
            </p>
          ))}
        </div>
      </div>
      <ThemeSample draft={draft} />
    </section>
  )
}

/**
 * A colour by picker and by hex. Unset, both show the default the storefront draws (`fallback`) and
 * say so, instead of the picker's black and an empty box; the setting stays unset until changed.
 */
function ColourField(props: {
  id: string
  label: string
  value: string
  fallback: string
  error?: string | undefined
  onChange: (value: string) => void
}) {
  const { id, label, value, fallback, error, onChange } = props
  const described = error ? `${id}-error` : value === '' ? `${id}-default` : undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          aria-describedby={described}
          value={sixDigits(value) ?? sixDigits(fallback) ?? '#000000'}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-14 cursor-pointer rounded-md border border-gray-400 bg-white p-1"
        />
        <input
          aria-label={`${label}, as hex`}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          value={value}
          placeholder={fallback}
          maxLength={7}
          onChange={(e) => onChange(e.target.value.trim())}
          className="w-28 rounded-lg border border-gray-400 px-3 py-2 font-mono text-base"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        value === '' && (
          <p id={`${id}-default`} className="text-sm text-gray-700">
            Not set: shoppers see the default, <span className="font-mono">{fallback}</span>.
          </p>
        )
      )}
    </div>
  )
}
