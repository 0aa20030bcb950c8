import { useId } from 'react'
import { TextField } from '@store/ui/field'
import { BOTTOM_NAV_ITEMS, LAYOUT_LIMITS } from '@store/core/browser'
import type { LayoutProblem, LayoutSlide } from '@store/core'
import { RemovedNotice } from '../../components/RemovedNotice.tsx'
import { CategoryPicker, CategorySelect, ProductPicker } from './Pickers.tsx'
import { SlidesEditor } from './SlidesEditor.tsx'
import type { EditorEntry } from './entries.ts'
import { entryProblemText } from './problem-labels.ts'

interface Props {
  entry: EditorEntry
  problems: LayoutProblem[]
  /** What the allow-list removed from the entry's HTML at its last save (decision 0082). */
  removed: readonly string[]
  onChange: (entry: EditorEntry) => void
}

const SLIDERS = new Set(['banner_slider', 'slider_centered'])
const BANNERS = new Set([...SLIDERS, 'static_banner'])
const CATEGORIES = new Set(['categories_grid', 'categories_horizontal_strip'])
const PRODUCTS = new Set(['products_display', 'product_horizontal_strip'])
const TITLED = new Set([...CATEGORIES, ...PRODUCTS, 'products_infinite_scroll'])
const NAV_WORDS: Record<string, string> = { home: 'Home', search: 'Search', cart: 'Cart', account: 'Account' }

const numberOrText = (text: string): number | string | undefined => (text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text)
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [])

/** One entry's data and settings (spec §2's shapes, core's layout-blocks.ts), with the problems found in it. */
export function EntryForm({ entry, problems, removed, onChange }: Props) {
  const { code, data, settings } = entry
  const setData = (key: string, value: unknown) => {
    const next = { ...data }
    if (value === undefined || (Array.isArray(value) && value.length === 0 && key !== 'slides')) delete next[key]
    else next[key] = value
    onChange({ ...entry, data: next })
  }
  const setSetting = (key: string, value: unknown) => {
    const next = { ...settings }
    if (value === undefined) delete next[key]
    else next[key] = value
    onChange({ ...entry, settings: next })
  }
  const problemAt = (path: string) => {
    const found = problems.find((p) => p.path === path || p.path.startsWith(`${path}/`))
    return found && entryProblemText(found.path, found.message)
  }
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '')
  const whole = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '')
  const productSource = typeof data.category_slug === 'string' ? 'category' : 'chosen'
  const sourceId = useId()
  return (
    <div className="flex flex-col gap-3">
      {problems.length > 0 && (
        <ul role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-900">
          {problems.map((p) => (
            <li key={p.path}>{entryProblemText(p.path, p.message)}</li>
          ))}
        </ul>
      )}
      {TITLED.has(code) && (
        <TextField
          label="Heading above the block"
          value={text('title')}
          maxLength={LAYOUT_LIMITS.title}
          error={problemAt('data/title')}
          onChange={(e) => setData('title', e.target.value || undefined)}
        />
      )}
      {code === 'search_block' && (
        <TextField
          label="Text in the search bar"
          value={text('placeholder')}
          maxLength={LAYOUT_LIMITS.placeholder}
          placeholder="Search for products..."
          onChange={(e) => setData('placeholder', e.target.value || undefined)}
        />
      )}
      {code === 'custom_html_block' && (
        <HtmlField value={text('html')} onChange={(html) => setData('html', html)} error={problemAt('data/html')} removed={removed} />
      )}
      {code === 'top_nav' && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={data.show_search !== false}
            onChange={(e) => setData('show_search', e.target.checked)}
          />
          Show the search button
        </label>
      )}
      {code === 'bottom_nav' && (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-gray-800">Buttons in the bottom bar</legend>
          {BOTTOM_NAV_ITEMS.map((item) => {
            const items = Array.isArray(data.items) ? (data.items as string[]) : [...BOTTOM_NAV_ITEMS]
            return (
              <label key={item} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={items.includes(item)}
                  onChange={(e) =>
                    setData(
                      'items',
                      BOTTOM_NAV_ITEMS.filter((i) => (i === item ? e.target.checked : items.includes(i))),
                    )
                  }
                />
                {NAV_WORDS[item]}
              </label>
            )
          })}
        </fieldset>
      )}
      {CATEGORIES.has(code) && <CategoryPicker chosen={ids(data.category_ids)} onChange={(chosen) => setData('category_ids', chosen)} />}
      {PRODUCTS.has(code) && (
        <>
          <fieldset className="flex flex-col gap-1">
            <legend id={sourceId} className="text-sm font-medium text-gray-800">
              Which products
            </legend>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                className="size-5"
                checked={productSource === 'chosen'}
                onChange={() =>
                  onChange({ ...entry, data: Object.fromEntries(Object.entries(data).filter(([k]) => k !== 'category_slug')) })
                }
              />
              Products I choose (none chosen: the newest)
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                className="size-5"
                checked={productSource === 'category'}
                onChange={() =>
                  onChange({
                    ...entry,
                    data: { ...Object.fromEntries(Object.entries(data).filter(([k]) => k !== 'product_ids')), category_slug: '' },
                  })
                }
              />
              The first products of a category
            </label>
          </fieldset>
          {productSource === 'chosen' ? (
            <ProductPicker
              label="Chosen products"
              max={LAYOUT_LIMITS.picks}
              chosen={ids(data.product_ids)}
              onChange={(chosen) => setData('product_ids', chosen)}
            />
          ) : (
            <CategorySelect
              label="Category"
              by="slug"
              value={text('category_slug') || undefined}
              onChange={(slug) => setData('category_slug', slug ?? '')}
            />
          )}
          {problemAt('data/category_slug') && <p className="text-sm text-red-800">{problemAt('data/category_slug')}</p>}
        </>
      )}
      {(CATEGORIES.has(code) || PRODUCTS.has(code)) && (
        <TextField
          label="How many to show at most"
          inputMode="numeric"
          value={whole(data.limit)}
          hint={`1 to ${LAYOUT_LIMITS.picks}`}
          error={problemAt('data/limit')}
          onChange={(e) => setData('limit', numberOrText(e.target.value))}
        />
      )}
      {code === 'products_infinite_scroll' && (
        <TextField
          label="Products loaded at a time"
          inputMode="numeric"
          value={whole(data.per_page)}
          hint="4 to 48"
          error={problemAt('data/per_page')}
          onChange={(e) => setData('per_page', numberOrText(e.target.value))}
        />
      )}
      {BANNERS.has(code) && (
        <>
          {Array.isArray(data.banner_ids) && !Array.isArray(data.slides) && (
            <p className="text-sm text-gray-700">
              This block shows {ids(data.banner_ids).length} saved banners. Add a slide to show your own pictures instead.
            </p>
          )}
          <SlidesEditor
            slides={Array.isArray(data.slides) ? (data.slides as LayoutSlide[]) : []}
            max={code === 'static_banner' ? 1 : LAYOUT_LIMITS.slides}
            onChange={(slides) => setData('slides', slides)}
          />
        </>
      )}
      {SLIDERS.has(code) && (
        <TextField
          label="Seconds each slide shows"
          inputMode="decimal"
          value={typeof settings.autoplay_ms === 'number' ? String(settings.autoplay_ms / 1000) : ''}
          placeholder="3"
          hint="1 to 20; the slider pauses while a shopper points at it or focuses it"
          error={problemAt('settings/autoplay_ms')}
          onChange={(e) => {
            const seconds = Number(e.target.value)
            setSetting(
              'autoplay_ms',
              e.target.value === '' ? undefined : Number.isFinite(seconds) ? Math.round(seconds * 1000) : e.target.value,
            )
          }}
        />
      )}
      {entry.type === 'plugin' && (
        <p className="text-sm text-gray-700">This plugin shows where it is placed when it is turned on in Settings.</p>
      )}
    </div>
  )
}

interface HtmlFieldProps {
  value: string
  onChange: (html: string) => void
  error: string | undefined
  removed: readonly string[]
}

function HtmlField({ value, onChange, error, removed }: HtmlFieldProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        Your text, in HTML
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={LAYOUT_LIMITS.html}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        className="rounded-lg border border-gray-400 p-2 font-mono text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={`text-sm ${error ? 'text-red-800' : 'text-gray-600'}`}>
        {error ?? 'Headings, paragraphs, lists, links and pictures. Scripts are removed when the draft is saved.'}
      </p>
      <RemovedNotice removed={removed} />
    </div>
  )
}
