import { queryOptions } from '@tanstack/react-query'
import type { SettingsInput } from '@store/core'
import { api } from '../../lib/api.ts'

/** The settings page's calls, all owner only (contracts in core's contracts/owner.ts and owner-services.ts). */
export const settingsQuery = queryOptions({ queryKey: ['settings'], queryFn: () => api('GET /api/admin/settings'), retry: false })
export const saveSettings = (body: SettingsInput) => api('PUT /api/admin/settings', { body })
export const servicesQuery = queryOptions({
  queryKey: ['outside-services'],
  queryFn: () => api('GET /api/admin/settings/services'),
  retry: false,
})
export const pluginSourcesQuery = queryOptions({
  queryKey: ['plugin-sources'],
  queryFn: () => api('GET /api/admin/settings/plugins'),
  staleTime: Infinity, // the CSP builder's table changes only with a new server
})
export const sendTestMail = () => api('POST /api/admin/settings/test-mail')
export const sendTestSms = (to: string) => api('POST /api/admin/settings/test-sms', { body: { to } })
