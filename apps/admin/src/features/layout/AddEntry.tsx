import { useId, useState } from 'react'
import { LAYOUT_CHOICES } from '@store/core/browser'
import { Button } from '../../components/Button.tsx'
import { newEntry, type EditorEntry } from './entries.ts'

/** A block or plugin to add at the end of the page: every code of spec §2 and spec §1's plugins. */
export function AddEntry({ onAdd }: { onAdd: (entry: EditorEntry) => void }) {
  const id = useId()
  const [choice, setChoice] = useState(LAYOUT_CHOICES[0]!.code)
  const add = () => {
    const picked = LAYOUT_CHOICES.find((c) => c.code === choice)
    if (picked) onAdd(newEntry(picked.code, picked.type))
  }
  const group = (type: 'designElement' | 'plugin') =>
    LAYOUT_CHOICES.filter((c) => c.type === type).map((c) => (
      <option key={c.code} value={c.code}>
        {c.label}
      </option>
    ))
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          Block to add
        </label>
        <select
          id={id}
          className="min-h-11 rounded-lg border border-gray-400 bg-white px-3"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          <optgroup label="Blocks">{group('designElement')}</optgroup>
          <optgroup label="Plugins">{group('plugin')}</optgroup>
        </select>
      </div>
      <Button kind="secondary" onClick={add}>
        Add block
      </Button>
    </div>
  )
}
