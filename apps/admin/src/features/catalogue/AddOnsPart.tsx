import { TextField } from '@store/ui/field'
import type { ProductInput } from '@store/core'
import { Button } from '../../components/Button.tsx'
import { MoneyField } from '../../components/MoneyField.tsx'
import { Part, sameCombination, type PartProps } from './editor-parts.tsx'

type Group = NonNullable<ProductInput['multi_selectable_attributes']>[number]
type Value = Group['values'][number]
const limit = (text: string) => (text.trim() === '' ? null : Math.max(0, Math.trunc(Number(text)) || 0))

/**
 * Add-on groups (spec §5 multi-choice attributes): how many may be chosen, each value's price, the
 * option values it needs (dependencies), and its price on particular combinations (variant prices).
 */
export function AddOnsPart({ doc, change, problem }: PartProps) {
  const groups = doc.multi_selectable_attributes ?? []
  const refs = (doc.attributes ?? []).flatMap((a) => a.values.map((v) => v.ref ?? v.value))
  const combinations = doc.combinations ?? []
  const setGroups = (next: Group[]) => change({ ...doc, multi_selectable_attributes: next })
  const setGroup = (g: number, group: Group) => setGroups(groups.map((x, i) => (i === g ? group : x)))
  const setValue = (g: number, v: number, value: Value) =>
    setGroup(g, { ...groups[g]!, values: groups[g]!.values.map((x, i) => (i === v ? value : x)) })
  return (
    <Part title="Add-ons">
      {groups.map((group, g) => (
        <div key={g} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
          <div className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
            <TextField
              label={`Add-on group ${g + 1} name`}
              value={group.name}
              error={problem(`multi_selectable_attributes/${g}/name`)}
              onChange={(e) => setGroup(g, { ...group, name: e.target.value })}
            />
            <TextField
              label="At least"
              inputMode="numeric"
              value={group.min_select?.toString() ?? ''}
              error={problem(`multi_selectable_attributes/${g}/min_select`) ?? problem(`multi_selectable_attributes/${g}`)}
              onChange={(e) => setGroup(g, { ...group, min_select: limit(e.target.value) })}
            />
            <TextField
              label="At most"
              inputMode="numeric"
              value={group.max_select?.toString() ?? ''}
              onChange={(e) => setGroup(g, { ...group, max_select: limit(e.target.value) || null })}
            />
            <Button kind="secondary" onClick={() => setGroups(groups.filter((_, i) => i !== g))}>
              Remove group
            </Button>
          </div>
          {group.values.map((value, v) => (
            <div key={v} className="flex flex-col gap-2 border-t border-gray-200 pt-2">
              <div className="grid gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
                <TextField
                  label={`Add-on ${v + 1}`}
                  value={value.value}
                  error={problem(`multi_selectable_attributes/${g}/values/${v}/value`)}
                  onChange={(e) => setValue(g, v, { ...value, value: e.target.value })}
                />
                <MoneyField
                  label={`Price of ${value.value || `add-on ${v + 1}`}`}
                  optional
                  value={value.price ?? null}
                  onChange={(price) => setValue(g, v, { ...value, price })}
                />
                <Button kind="secondary" onClick={() => setGroup(g, { ...group, values: group.values.filter((_, i) => i !== v) })}>
                  Remove add-on
                </Button>
              </div>
              {refs.length > 0 && (
                <div
                  role="group"
                  aria-label={`${value.value || `Add-on ${v + 1}`} only with`}
                  className="flex flex-wrap items-center gap-2 text-sm"
                >
                  <span>Only with:</span>
                  {refs.map((ref) => (
                    <label key={ref} className="flex min-h-11 items-center gap-1">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={value.dependencies?.includes(ref) ?? false}
                        onChange={(e) =>
                          setValue(g, v, {
                            ...value,
                            dependencies: e.target.checked
                              ? [...(value.dependencies ?? []), ref]
                              : (value.dependencies ?? []).filter((d) => d !== ref),
                          })
                        }
                      />
                      {ref}
                    </label>
                  ))}
                </div>
              )}
              {problem(`multi_selectable_attributes/${g}/values/${v}/dependencies`) && (
                <p className="text-sm text-red-700">{problem(`multi_selectable_attributes/${g}/values/${v}/dependencies`)}</p>
              )}
              {combinations.length > 0 && (
                <details className="text-sm">
                  <summary className="min-h-11 cursor-pointer py-2">Price on particular combinations</summary>
                  <div className="grid gap-2 sm:grid-cols-3">
                    {combinations.map((c) => {
                      const own = value.variant_prices?.find((p) => sameCombination(p.variant, c.values))
                      const rest = (value.variant_prices ?? []).filter((p) => p !== own)
                      return (
                        <MoneyField
                          key={c.values.join('+')}
                          label={`On ${c.values.join(' + ')}`}
                          optional
                          value={own?.price ?? null}
                          onChange={(price) =>
                            setValue(g, v, { ...value, variant_prices: price === null ? rest : [...rest, { variant: c.values, price }] })
                          }
                        />
                      )
                    })}
                  </div>
                </details>
              )}
            </div>
          ))}
          <Button
            kind="secondary"
            className="self-start"
            onClick={() => setGroup(g, { ...group, values: [...group.values, { value: '', price: null }] })}
          >
            Add an add-on
          </Button>
        </div>
      ))}
      <Button
        kind="secondary"
        className="self-start"
        onClick={() => setGroups([...groups, { name: '', min_select: null, max_select: null, values: [] }])}
      >
        Add an add-on group
      </Button>
    </Part>
  )
}
