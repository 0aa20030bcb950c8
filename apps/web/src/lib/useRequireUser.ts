import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSession, type User } from './session.ts'
import { useHydrated } from './useHydrated.ts'
import { loginPathFor } from './next-path.ts'

/**
 * Account screens are behind login (issue 9): a guest goes to /login?next=<this path>. Null until the
 * browser knows (the server has no session) and while a guest is being sent away.
 */
export function useRequireUser(): User | null {
  const user = useSession((s) => s.user)
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (hydrated && !user) navigate(loginPathFor(pathname + search), { replace: true })
  }, [hydrated, user, navigate, pathname, search])
  return hydrated ? user : null
}
