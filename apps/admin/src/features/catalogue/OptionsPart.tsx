import { useState } from 'react'
import { TextField } from '@store/ui/field'
import type { ProductInput } from '@store/core'
import { Button } from '../../components/Button.tsx'
import { MoneyField } from '../../components/MoneyField.tsx'
import { allCombinations, Part, sameCombination, type PartProps } from './editor-parts.tsx'

type Attributes = NonNullable<ProductInput['attributes']>

/**
 * Single-choice attributes (Size, Crust) and the combinations table: every combination of their
 * values, each offered or not, at its own price (spec §5: the options panel picks one combination).
 */
export function OptionsPart({ doc, change, problem }: PartProps) {
  const attributes = doc.attributes ?? []
  const combinations = doc.combinations ?? []
  const withAttributes = (next: Attributes) => {
    // New rows start offered at the product's price; rows that stay keep theirs.
    const rows = allCombinations(next)
    const kept = rows.map((values) => combinations.find((c) => sameCombination(c.values, values)) ?? { values, price: doc.selling_price })
    change({ ...doc, attributes: next, combinations: kept })
  }
  const setAttribute = (i: number, attribute: Attributes[number]) => withAttributes(attributes.map((a, j) => (j === i ? attribute : a)))
  const rows = allCombinations(attributes)
  return (
    <Part title="Options and combinations">
      {attributes.map((attribute, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
          <TextField
            label={`Option ${i + 1} name`}
            value={attribute.name}
            error={problem(`attributes/${i}/name`)}
            onChange={(e) => setAttribute(i, { ...attribute, name: e.target.value })}
          />
          <ValuesField
            label={`${attribute.name || `Option ${i + 1}`} values, separated by commas`}
            values={attribute.values.map((v) => v.value)}
            error={problem(`attributes/${i}/values`)}
            onChange={(values) => setAttribute(i, { ...attribute, values: values.map((value) => ({ value })) })}
          />
          <Button kind="secondary" onClick={() => withAttributes(attributes.filter((_, j) => j !== i))}>
            Remove option
          </Button>
        </div>
      ))}
      <Button kind="secondary" className="self-start" onClick={() => withAttributes([...attributes, { name: '', values: [] }])}>
        Add an option (size, crust…)
      </Button>
      {problem('combinations') && <p className="text-sm text-red-700">{problem('combinations')}</p>}
      {rows.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Combinations and their prices</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-3">
                Combination
              </th>
              <th scope="col" className="pr-3">
                Offered
              </th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((values) => {
              const label = values.join(' + ')
              const row = combinations.find((c) => sameCombination(c.values, values))
              const others = combinations.filter((c) => !sameCombination(c.values, values))
              return (
                <tr key={label} className="border-t border-gray-200">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {label}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={`Offer ${label}`}
                      checked={row !== undefined}
                      onChange={(e) =>
                        change({ ...doc, combinations: e.target.checked ? [...others, { values, price: doc.selling_price }] : others })
                      }
                    />
                  </td>
                  {/* The row and column headers name the price; its own label stays for screen readers only. */}
                  <td className="py-1 [&_label]:sr-only">
                    {row && (
                      <MoneyField
                        label={`Price of ${label}`}
                        value={row.price}
                        onChange={(price) =>
                          change({ ...doc, combinations: combinations.map((c) => (c === row ? { ...c, price: price ?? 0 } : c)) })
                        }
                      />
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </Part>
  )
}

/** The values as typed ("Small, Large, "): the text is kept while typing, the list is what it names. */
function ValuesField(props: { label: string; values: string[]; error: string | undefined; onChange: (values: string[]) => void }) {
  const [text, setText] = useState(props.values.join(', '))
  return (
    <TextField
      label={props.label}
      value={text}
      error={props.error}
      onChange={(e) => {
        setText(e.target.value)
        props.onChange(
          e.target.value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        )
      }}
    />
  )
}
