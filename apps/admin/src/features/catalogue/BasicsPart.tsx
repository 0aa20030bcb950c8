import { useQuery } from '@tanstack/react-query'
import { TextField } from '@store/ui/field'
import { OWNER_NAME_MAX_LENGTH } from '@store/core/browser'
import { MoneyField } from '../../components/MoneyField.tsx'
import { categoryList } from './api.ts'
import { CountField } from '../../components/CountField.tsx'
import { Part, type PartProps } from './editor-parts.tsx'

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)

/** Name, slug, description, prices, stock, categories and whether the shop sells it. */
export function BasicsPart({ doc, change, problem, isNew }: PartProps & { isNew: boolean }) {
  const categories = useQuery(categoryList)
  const chosen = new Set(doc.category_slugs ?? [])
  return (
    <Part title="Product">
      <TextField
        label="Name"
        required
        maxLength={OWNER_NAME_MAX_LENGTH}
        value={doc.name}
        error={problem('name')}
        // The input stops at the limit (a longer paste is cut there), so the field says where it is.
        hint={
          doc.name.length >= OWNER_NAME_MAX_LENGTH
            ? `${OWNER_NAME_MAX_LENGTH} characters, the most a name can have: anything longer was not kept`
            : `Up to ${OWNER_NAME_MAX_LENGTH} characters`
        }
        onChange={(e) =>
          change({ ...doc, name: e.target.value, ...(isNew && doc.slug === slugOf(doc.name) && { slug: slugOf(e.target.value) }) })
        }
      />
      <TextField
        label="Address in the shop (slug)"
        required
        value={doc.slug}
        error={problem('slug')}
        hint="Lower-case words joined by dashes: /product/your-slug"
        onChange={(e) => change({ ...doc, slug: e.target.value })}
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        Description
        <textarea
          rows={4}
          maxLength={20_000}
          value={doc.description ?? ''}
          onChange={(e) => change({ ...doc, description: e.target.value })}
          className="rounded-lg border border-gray-400 px-3 py-2 text-base font-normal"
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <MoneyField
          label="Price"
          value={doc.selling_price}
          error={problem('selling_price')}
          onChange={(v) => change({ ...doc, selling_price: v ?? 0 })}
        />
        <MoneyField
          label="Was (crossed out)"
          optional
          value={doc.original_price ?? null}
          onChange={(v) => change({ ...doc, original_price: v })}
        />
        <CountField
          label="Stock (empty: not counted)"
          value={doc.stock ?? null}
          error={problem('stock')}
          onChange={(stock) => change({ ...doc, stock })}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={doc.is_active ?? true}
          onChange={(e) => change({ ...doc, is_active: e.target.checked })}
        />
        Sold in the shop (active)
      </label>
      <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
        {categories.data?.items.map((c) => (
          <label key={c.id} className="flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 px-3">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.has(c.slug)}
              onChange={(e) =>
                change({ ...doc, category_slugs: e.target.checked ? [...chosen, c.slug] : [...chosen].filter((s) => s !== c.slug) })
              }
            />
            {c.name}
          </label>
        ))}
      </div>
      {problem('category_slugs') && <p className="text-sm text-red-700">{problem('category_slugs')}</p>}
    </Part>
  )
}
