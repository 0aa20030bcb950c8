import { useStore } from '../app/store.ts'

/** A text setting, or '' when unset. */
export function useSettingText(key: string): string {
  return useStore((s) => {
    const value = s.siteSettings?.[key]
    return typeof value === 'string' ? value : ''
  })
}

/** A boolean setting ('true'/'false' arrive as booleans, spec §3). */
export function useSettingFlag(key: string): boolean {
  return useStore((s) => s.siteSettings?.[key] === true)
}
