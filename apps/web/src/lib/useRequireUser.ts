import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSession, type User } from './session.ts'
import { useHydrated } from './useHydrated.ts'
import { loginPathFor } from './next-path.ts'

/**
 * Account screens are behind login: a guest goes to /login?next=<this path>, and so does a
 * shopper a 401 logged out (spec §8). A screen that logs out on purpose says where to go instead
 * (`loggedOutTo`, read when the session has reset). Null until the browser knows (the server has no
 * session) and while a guest is being sent away.
 */
export function useRequireUser(loggedOutTo?: () => string | undefined): User | null {
  const user = useSession((s) => s.user)
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const destination = useRef(loggedOutTo)
  useEffect(() => {
    destination.current = loggedOutTo
  })
  useEffect(() => {
    if (hydrated && !user) navigate(destination.current?.() ?? loginPathFor(pathname + search), { replace: true })
  }, [hydrated, user, navigate, pathname, search])
  return hydrated ? user : null
}
