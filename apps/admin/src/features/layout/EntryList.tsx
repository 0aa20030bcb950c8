import { useState, type ReactNode } from 'react'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { entryName, entrySummary, type EditorEntry } from './entries.ts'

interface Props {
  entries: EditorEntry[]
  onReorder: (entries: EditorEntry[]) => void
  /** The form under an entry when it is open. */
  renderOpen: (entry: EditorEntry, index: number) => ReactNode
  openKey: string | null
  onToggle: (key: string) => void
  onDuplicate: (index: number) => void
  onRemove: (index: number) => void
  /** Entries with problems, by key. */
  flagged: ReadonlySet<string>
}

/**
 * What a screen reader says while a block is moved, in a shop owner's words (dnd-kit reads these
 * out through its live region): the block's name and its place, never an internal id.
 */
function announcements(entries: EditorEntry[], moved: { current: boolean }): Announcements {
  const place = (id: UniqueIdentifier | undefined) => entries.findIndex((e) => e.key === id) + 1
  const name = (id: UniqueIdentifier) => {
    const entry = entries.find((e) => e.key === id)
    return entry ? entryName(entry) : 'The block'
  }
  const of = `of ${entries.length}`
  return {
    onDragStart: ({ active }) => {
      moved.current = false
      return `Picked up ${name(active.id)}, block ${place(active.id)} ${of}. Use the up and down arrow keys to move it, Space to put it down, Escape to cancel.`
    },
    // dnd-kit reports the block over itself as soon as it is picked up: that says nothing new.
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !moved.current) return undefined
      moved.current = true
      return over ? `${name(active.id)} would go to place ${place(over.id)} ${of}.` : `${name(active.id)} is outside the list.`
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} put down at place ${place(over.id)} ${of}. Save the draft to see it in the preview.`
        : `${name(active.id)} put back.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${name(active.id)} stays at place ${place(active.id)} ${of}.`,
  }
}
const INSTRUCTIONS = {
  draggable:
    'To move this block, press Space or Enter, then the up and down arrow keys to choose its new place, then Space to put it down or Escape to cancel.',
}

/** The layout's entries in order: drag a handle, or move it by keyboard (dnd-kit's sensors, decision 0084). */
export function EntryList({ entries, onReorder, ...row }: Props) {
  // Whether the block being moved has left its place yet; read only by the announcements, during a drag.
  const [moved] = useState(() => ({ current: false }))
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = entries.findIndex((e) => e.key === active.id)
    const to = entries.findIndex((e) => e.key === over.id)
    onReorder(arrayMove(entries, from, to))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // An open form makes its block many times taller than the others, and dnd-kit's keyboard moves
      // then took several presses per place (the dragged block's centre stayed nearest its own slot).
      // Picking a block up folds the open form; its edits are already in the draft.
      onDragStart={() => {
        if (row.openKey !== null) row.onToggle(row.openKey)
      }}
      onDragEnd={dragEnd}
      accessibility={{ announcements: announcements(entries, moved), screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={entries.map((e) => e.key)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Blocks of the home page, top to bottom" className="flex flex-col gap-2">
          {entries.map((entry, index) => (
            <SortableEntry key={entry.key} entry={entry} index={index} total={entries.length} {...row} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function SortableEntry({
  entry,
  index,
  total,
  renderOpen,
  openKey,
  onToggle,
  onDuplicate,
  onRemove,
  flagged,
}: Omit<Props, 'entries' | 'onReorder'> & { entry: EditorEntry; index: number; total: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.key })
  const name = entryName(entry)
  const open = openKey === entry.key
  const summary = entrySummary(entry)
  return (
    <li
      ref={setNodeRef}
      // Translate only: dnd-kit's scale would squash a block to the size of the one it passes.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-lg border bg-white ${isDragging ? 'relative z-10 border-gray-900 shadow-lg' : 'border-gray-300'}`}
      data-entry={entry.code}
    >
      <div className="flex flex-wrap items-center gap-x-2 p-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}, block ${index + 1} of ${total}`}
          className="flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
            {[3, 8, 13].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
          </svg>
        </button>
        <div className="min-w-0 flex-1 basis-32">
          <p className="font-medium">
            {name}
            {flagged.has(entry.key) && (
              <span className="ml-2 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900">Needs a fix</span>
            )}
          </p>
          {summary && <p className="truncate text-sm text-gray-700">{summary}</p>}
        </div>
        <div className="ml-auto flex">
          <button
            type="button"
            aria-expanded={open}
            onClick={() => onToggle(entry.key)}
            className="min-h-11 rounded-md px-2 text-sm font-medium underline"
          >
            {open ? 'Close' : 'Edit'}
            <span className="sr-only"> {name}</span>
          </button>
          <button type="button" onClick={() => onDuplicate(index)} className="min-h-11 rounded-md px-2 text-sm font-medium underline">
            Duplicate<span className="sr-only"> {name}</span>
          </button>
          <button
            type="button"
            onClick={() => onRemove(index)}
            className="min-h-11 rounded-md px-2 text-sm font-medium text-red-800 underline"
          >
            Remove<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
      {open && <div className="border-t border-gray-200 p-3">{renderOpen(entry, index)}</div>}
    </li>
  )
}
