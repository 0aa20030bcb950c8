import type { StaffRole } from '@store/core'
import type { App } from '../../apps/server/src/app.ts'
import { ownerHeaders } from './test-app.ts'
import { unique } from './factories.ts'

export const STAFF_PASSWORD = 'kitchen counter 42'

/**
 * A staff member of `role`, invited through the owner API and set up through their one-time link
 * as a person would; answers their session token and e-mail.
 */
export async function staffSession(app: App, role: StaffRole, name = unique(`${role}`)) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@staff.example.com`
  const invited = await app.inject({ method: 'POST', url: '/api/admin/staff', headers: ownerHeaders, payload: { name, email, role } })
  if (invited.statusCode !== 201) throw new Error(`invite answered ${invited.statusCode}: ${invited.body}`)
  const { staff, setup_link } = invited.json() as { staff: { id: number }; setup_link: string }
  const token = setup_link.split('#token=')[1]!
  const setup = await app.inject({ method: 'POST', url: '/api/admin/setup', payload: { token, password: STAFF_PASSWORD } })
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`)
  const session = setup.json() as { token: string }
  return { id: staff.id, email, token: session.token, headers: { authorization: `Bearer ${session.token}` } }
}

/** A new session of an existing staff member, by e-mail and password. */
export async function signIn(app: App, email: string, password = STAFF_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/sign-in', payload: { email, password } })
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`)
  const { token } = res.json() as { token: string }
  return { token, headers: { authorization: `Bearer ${token}` } }
}
