import { api } from '../../lib/api.ts'

export const signIn = (email: string, password: string) => api('POST /api/admin/sign-in', { body: { email, password } })
export const checkSetupLink = (token: string) => api('POST /api/admin/setup/check', { body: { token } })
export const completeSetup = (body: { token: string; name?: string; email?: string; password: string }) =>
  api('POST /api/admin/setup', { body })
export const signOut = () => api('POST /api/admin/sign-out')
export const signOutEverywhere = () => api('POST /api/admin/sign-out-everywhere')
