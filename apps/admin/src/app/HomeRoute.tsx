import { Navigate } from 'react-router'
import { useMe } from '../lib/me.ts'
import { roleAllows } from '../lib/roles.ts'

/**
 * The first screen after sign-in: the sales dashboard for managers and owners, the orders board for
 * staff, who work the counter and may not read the figures (decision 0092). SessionGate has loaded `me`.
 */
export function HomeRoute() {
  const me = useMe()
  return <Navigate to={me.data && roleAllows(me.data.role, 'manager') ? '/dashboard' : '/orders'} replace />
}
