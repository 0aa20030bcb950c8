import type { LayoutEntry } from '@store/core'

/** Every home block receives its layout entry; `first` marks the first visible block (eager images). */
export interface BlockProps {
  entry: LayoutEntry
  first: boolean
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '')
export const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])
