import { useQuery } from '@tanstack/react-query'
import type { ProductInput } from '@store/core'
import { MoneyField } from '../../components/MoneyField.tsx'
import { branchList } from './api.ts'
import { CountField } from '../../components/CountField.tsx'
import { Part, type PartProps } from './editor-parts.tsx'

type Row = NonNullable<ProductInput['branches']>[number]

/** Per branch: sold there or not, and its own price and stock where they differ from the product's. */
export function BranchesPart({ doc, change, problem }: PartProps) {
  const branches = useQuery(branchList)
  const rows = doc.branches ?? []
  const set = (branchId: number, patch: Partial<Row>) => {
    const current = rows.find((r) => r.branch_id === branchId) ?? { branch_id: branchId, is_available: true }
    change({ ...doc, branches: [...rows.filter((r) => r.branch_id !== branchId), { ...current, ...patch }] })
  }
  return (
    <Part title="Branches">
      {branches.data?.items.map((b) => {
        const row = rows.find((r) => r.branch_id === b.id)
        // The server names a branch's field by the row's place in the document's list.
        const at = row ? `branches/${rows.indexOf(row)}` : null
        return (
          <div key={b.id} className="grid gap-2 border-t border-gray-200 pt-2 sm:grid-cols-[1fr_1fr_1fr] sm:items-end">
            <label className="flex min-h-11 items-center gap-2 font-medium">
              <input
                type="checkbox"
                className="size-5"
                checked={row?.is_available ?? true}
                onChange={(e) => set(b.id, { is_available: e.target.checked })}
              />
              Sold at {b.name}
            </label>
            <MoneyField
              label={`Price at ${b.name} (empty: the product's)`}
              optional
              value={row?.selling_price ?? null}
              error={at === null ? undefined : problem(`${at}/selling_price`)}
              onChange={(v) => set(b.id, { selling_price: v })}
            />
            <CountField
              label={`Stock at ${b.name} (empty: the product's)`}
              value={row?.stock ?? null}
              error={at === null ? undefined : problem(`${at}/stock`)}
              onChange={(stock) => set(b.id, { stock })}
            />
          </div>
        )
      })}
    </Part>
  )
}
