import type { ReactNode } from 'react'
import type { ProductInput } from '@store/core'

/** What each part of the editor gets: the document, a way to change it, and the problem at a field's path. */
export interface PartProps {
  doc: ProductInput
  change: (next: ProductInput) => void
  problem: (path: string) => string | undefined
}

/** One part of the editor, titled for screen readers and the eye. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

/** Every combination of one value from each attribute, in order (the combinations table's rows). */
export function allCombinations(attributes: NonNullable<ProductInput['attributes']>): string[][] {
  return attributes.reduce<string[][]>(
    (rows, attribute) => rows.flatMap((row) => attribute.values.map((v) => [...row, v.ref ?? v.value])),
    attributes.length > 0 ? [[]] : [],
  )
}

export const sameCombination = (a: string[], b: string[]) => a.length === b.length && a.every((v) => b.includes(v))
