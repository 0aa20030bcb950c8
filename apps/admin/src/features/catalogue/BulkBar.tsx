import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { BulkAction, OwnerBranch } from '@store/core'
import { SelectField, TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { errorText } from '../../lib/api.ts'
import { bulkChange } from './api.ts'

type Kind = 'percent' | 'amount' | 'stock' | 'available' | 'unavailable' | 'activate' | 'deactivate'

/** Changes the selected products at once: price by a percent or an amount (minor units), stock, availability at a branch, active. */
export function BulkBar({ ids, branches, onDone }: { ids: number[]; branches: OwnerBranch[]; onDone: () => void }) {
  const queries = useQueryClient()
  const [kind, setKind] = useState<Kind>('percent')
  const [value, setValue] = useState('')
  const [branch, setBranch] = useState('')
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null })
  const action = (): BulkAction | null => {
    const n = Number(value)
    const branchId = branch ? Number(branch) : undefined
    switch (kind) {
      case 'percent':
      case 'amount':
        return Number.isInteger(n) && value.trim() !== '' ? { kind: 'price', by: kind, value: n } : null
      case 'stock':
        return value.trim() === ''
          ? { kind: 'stock', stock: null, branch_id: branchId }
          : Number.isInteger(n) && n >= 0
            ? { kind: 'stock', stock: n, branch_id: branchId }
            : null
      case 'available':
      case 'unavailable':
        return branchId ? { kind: 'availability', branch_id: branchId, is_available: kind === 'available' } : null
      default:
        return { kind: 'active', is_active: kind === 'activate' }
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const chosen = action()
    if (!chosen) return setState({ busy: false, message: 'Fill in the value (and the branch) for this change.' })
    setState({ busy: true, message: null })
    try {
      const { updated } = await bulkChange(ids, chosen)
      await queries.invalidateQueries({ queryKey: ['products'] })
      setState({ busy: false, message: null })
      onDone()
      setValue('')
      void updated
    } catch (error) {
      setState({ busy: false, message: errorText(error) })
    }
  }
  const needsValue = kind === 'percent' || kind === 'amount' || kind === 'stock'
  const needsBranch = kind === 'available' || kind === 'unavailable' || kind === 'stock'
  return (
    <form
      onSubmit={submit}
      aria-label="Change the selected products"
      className="flex flex-col gap-3 rounded-lg border border-blue-300 bg-blue-50 p-3 lg:flex-row lg:items-end"
    >
      <p className="font-medium lg:self-center">{ids.length} selected</p>
      <SelectField label="Change" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
        <option value="percent">Price by percent</option>
        <option value="amount">Price by amount (minor units)</option>
        <option value="stock">Set stock</option>
        <option value="available">Sell at a branch</option>
        <option value="unavailable">Stop selling at a branch</option>
        <option value="activate">Activate</option>
        <option value="deactivate">Deactivate</option>
      </SelectField>
      {needsValue && (
        <TextField
          label={
            kind === 'stock'
              ? 'Stock (empty: not counted)'
              : kind === 'percent'
                ? 'Percent (−10 lowers by 10%)'
                : 'Amount (−100 lowers by 100)'
          }
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      {needsBranch && (
        <SelectField label={kind === 'stock' ? 'At (optional)' : 'Branch'} value={branch} onChange={(e) => setBranch(e.target.value)}>
          <option value="">{kind === 'stock' ? 'The product itself' : 'Choose a branch'}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="submit" disabled={state.busy}>
        {state.busy ? 'Applying…' : 'Apply'}
      </Button>
      {state.message && (
        <p role="alert" className="text-sm text-red-800">
          {state.message}
        </p>
      )}
    </form>
  )
}
