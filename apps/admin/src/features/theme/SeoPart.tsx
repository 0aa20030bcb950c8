import { TextField } from '@store/ui/field'
import { pageHead } from '@store/core/browser'
import type { ThemeDraft } from './useThemeDraft.ts'
import { SocialImageField } from './SocialImageField.tsx'

const KINDS: [kind: 'product' | 'category' | 'page', label: string, example: string][] = [
  ['product', 'Product pages', 'Margherita pizza'],
  ['category', 'Category pages', 'Pizzas'],
  ['page', 'Content pages', 'About us'],
]
const AFFIXES: [part: string, label: string][] = [
  ['title_prefix', 'Title prefix'],
  ['title_suffix', 'Title suffix'],
  ['description_prefix', 'Description prefix'],
  ['description_suffix', 'Description suffix'],
]

/** The store's name and spec §3's SEO fields, with how a search result and a link preview would show them (core's pageHead). */
export function SeoPart({ theme, socialCard }: { theme: ThemeDraft; socialCard: string }) {
  const { draft, set, fieldError } = theme
  const text = (key: string, label: string, hint?: string) => (
    <TextField
      key={key}
      label={label}
      hint={hint}
      value={draft[key] ?? ''}
      error={fieldError(key)}
      onChange={(e) => set(key, e.target.value)}
    />
  )
  const origin = window.location.origin
  const home = pageHead(draft, { pathname: '/' })
  const product = pageHead(draft, {
    pathname: '/product/margherita',
    name: 'Margherita pizza',
    description: 'Tomato, mozzarella and basil.',
  })
  return (
    <section aria-labelledby="seo-title" className="grid gap-4 rounded-lg border border-gray-300 bg-white p-4 *:min-w-0 lg:grid-cols-2">
      <div className="flex flex-col gap-3">
        <h2 id="seo-title" className="text-lg font-semibold">
          Name and search engines
        </h2>
        {text('storeName', 'Store name')}
        {text('seo_meta_title', 'Home page title', 'Empty: the store name')}
        {text('seo_meta_description', 'Description')}
        {text('general_title_prefix', 'Title prefix of other pages')}
        <SocialImageField theme={theme} socialCard={socialCard} />
        {KINDS.map(([kind, label]) => (
          <fieldset key={kind} className="grid gap-2 rounded-md border border-gray-300 p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">{label}</legend>
            {AFFIXES.map(([part, partLabel]) => text(`${kind}_${part}`, partLabel))}
          </fieldset>
        ))}
      </div>
      <div className="flex flex-col gap-4">
        <figure aria-label="Search result preview" className="rounded-lg border border-gray-300 p-3">
          <figcaption className="mb-2 text-sm font-medium text-gray-800">In a search result</figcaption>
          {[
            { head: home, path: '/' },
            { head: product, path: '/product/margherita' },
          ].map(({ head, path }) => (
            <div key={path} className="mb-3">
              <p className="truncate text-sm text-gray-700">{origin + path}</p>
              <p className="text-lg text-blue-800">{head.title}</p>
              <p className="line-clamp-2 text-sm text-gray-800">{head.description || 'No description yet.'}</p>
            </div>
          ))}
        </figure>
        <figure aria-label="Social card preview" className="overflow-hidden rounded-lg border border-gray-300">
          <figcaption className="px-3 pt-2 text-sm font-medium text-gray-800">In a shared link</figcaption>
          {home.image ? (
            <img src={home.image} alt="" className="mt-2 aspect-[1200/630] w-full bg-gray-100 object-cover" />
          ) : (
            <div className="mt-2 flex aspect-[1200/630] items-center justify-center bg-gray-100 text-sm text-gray-700">No picture yet</div>
          )}
          <div className="bg-gray-50 p-3">
            <p className="text-xs uppercase text-gray-700">{window.location.host}</p>
            <p className="font-semibold">{home.title}</p>
            <p className="line-clamp-2 text-sm text-gray-800">{home.description}</p>
          </div>
        </figure>
      </div>
    </section>
  )
}
