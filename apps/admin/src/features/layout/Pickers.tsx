import { useDeferredValue, useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { TextField } from '@store/ui/field'
import { errorText } from '../../lib/api.ts'
import { categoryChoices, productChoices } from './api.ts'

const chip = 'flex min-h-11 items-center justify-between gap-2 rounded-md border border-gray-300 px-2 text-sm'

/** Chosen products, in order, and a search to add more (the owner's product list, searched by name). */
export function ProductPicker({
  label,
  chosen,
  onChange,
  max,
}: {
  label: string
  chosen: number[]
  onChange: (ids: number[]) => void
  max: number
}) {
  const [q, setQ] = useState('')
  const search = useDeferredValue(q.trim())
  const list = useQuery(productChoices(search))
  const names = new Map((list.data?.items ?? []).map((p) => [p.id, p.name]))
  const [known, setKnown] = useState(new Map<number, string>())
  const nameOf = (id: number) => known.get(id) ?? names.get(id) ?? `Product #${id}`
  const add = (id: number, name: string) => {
    setKnown(new Map(known).set(id, name))
    onChange([...chosen, id])
  }
  const headingId = useId()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-800">{label}</legend>
      {chosen.length > 0 && (
        <ul aria-label={`${label}: chosen`} className="flex flex-col gap-1">
          {chosen.map((id) => (
            <li key={id} className={chip}>
              <span>{nameOf(id)}</span>
              <button
                type="button"
                className="min-h-11 px-2 text-red-800 underline"
                onClick={() => onChange(chosen.filter((c) => c !== id))}
              >
                Remove<span className="sr-only"> {nameOf(id)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length < max && (
        <>
          <TextField label="Find a product" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
          <p id={headingId} className="sr-only">
            Products found
          </p>
          {list.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {errorText(list.error)}
            </p>
          ) : (
            <ul aria-labelledby={headingId} aria-busy={list.isFetching} className="flex max-h-48 flex-col gap-1 overflow-y-auto">
              {(list.data?.items ?? [])
                .filter((p) => !chosen.includes(p.id))
                .slice(0, 8)
                .map((p) => (
                  <li key={p.id} className={chip}>
                    <span>{p.name}</span>
                    <button type="button" className="min-h-11 px-2 underline" onClick={() => add(p.id, p.name)}>
                      Add<span className="sr-only"> {p.name}</span>
                    </button>
                  </li>
                ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  )
}

/** Categories to show, by ticking them; none ticked means every category. */
export function CategoryPicker({ chosen, onChange }: { chosen: number[]; onChange: (ids: number[]) => void }) {
  const list = useQuery(categoryChoices)
  if (list.isPending) return <p className="text-sm text-gray-700">Loading the categories…</p>
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorText(list.error)}{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          Try again
        </button>
      </p>
    )
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-gray-800">Categories to show (none ticked: all of them)</legend>
      {list.data.items.map((c) => (
        <label key={c.id} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={chosen.includes(c.id)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))}
          />
          {c.name}
        </label>
      ))}
    </fieldset>
  )
}

/** One category, by id or by slug (`by`), from a select. */
export function CategorySelect({
  label,
  value,
  by,
  onChange,
}: {
  label: string
  value: number | string | undefined
  by: 'id' | 'slug'
  onChange: (value: number | string | undefined) => void
}) {
  const list = useQuery(categoryChoices)
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        className="min-h-11 rounded-lg border border-gray-400 bg-white px-3"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : by === 'id' ? Number(e.target.value) : e.target.value)}
      >
        <option value="">{list.isPending ? 'Loading…' : 'Choose a category'}</option>
        {(list.data?.items ?? []).map((c) => (
          <option key={c.id} value={by === 'id' ? c.id : c.slug}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  )
}
