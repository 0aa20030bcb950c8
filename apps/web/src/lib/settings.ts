import { useSession } from './session.ts'

/** A text setting, or '' when unset. */
export function useSettingText(key: string): string {
  return useSession((s) => {
    const value = s.siteSettings?.[key]
    return typeof value === 'string' ? value : ''
  })
}

/** A boolean setting ('true'/'false' arrive as booleans, spec §3). */
export function useSettingFlag(key: string): boolean {
  return useSession((s) => s.siteSettings?.[key] === true)
}
