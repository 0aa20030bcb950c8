import { createContext, useCallback, useContext } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { AuthAnswer } from '@store/core'
import { safeNextPath } from '../../lib/next-path.ts'
import { notify } from '../../components/toasts.ts'

/**
 * Where login returns to when its forms are shown inside another screen rather than at /login: the
 * checkout offers login inline and stays where it is afterwards.
 */
export const LoginReturnContext = createContext<string | null>(null)

/** The `next` the shopper came with (same-origin paths only), for links between the login screens. */
export function useNextPath(): string {
  const [params] = useSearchParams()
  const inline = useContext(LoginReturnContext)
  return inline ?? safeNextPath(params.get('next'), '/account')
}

/** `path` with the same `next`, so moving between login, register and the code keeps where to return. */
export function withNext(path: string, next: string): string {
  return next === '/account' ? path : `${path}?next=${encodeURIComponent(next)}`
}

/**
 * After login or registration the shopper returns to where they were. Cart lines that did
 * not fit when the guest's cart joined the account's are told, not silently dropped.
 */
export function useAfterLogin(): (answer: AuthAnswer) => void {
  const navigate = useNavigate()
  const next = useNextPath()
  return useCallback(
    (answer: AuthAnswer) => {
      if (answer.adjusted_cart_items.length > 0) {
        notify('Some items in your cart were changed to fit what is available. Check your cart.', 'info')
      }
      navigate(next, { replace: true })
    },
    [navigate, next],
  )
}
