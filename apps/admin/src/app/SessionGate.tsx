import { useNavigate } from 'react-router'
import { useSessionToken } from '../lib/session.ts'
import { ErrorState, ListSkeleton } from '../components/States.tsx'
import { SignInScreen } from '../features/session/SignInScreen.tsx'
import { SetupScreen } from '../features/session/SetupScreen.tsx'
import { useMe } from '../lib/me.ts'
import { errorText } from '../lib/api.ts'
import { Layout } from './Layout.tsx'

/** Everything behind sign-in: without a session the sign-in screen shows, whatever the path. */
export function SessionGate() {
  const token = useSessionToken()
  const me = useMe()
  if (!token) return <SignInScreen />
  if (me.isPending)
    return (
      <div className="p-6">
        <ListSkeleton rows={4} label="Loading" />
      </div>
    )
  if (me.isError)
    return (
      <div className="p-6">
        <ErrorState message={errorText(me.error)} onRetry={() => void me.refetch()} />
      </div>
    )
  return <Layout me={me.data} />
}

/** /setup: the one-time link's screen, then the desk. */
export function SetupRoute() {
  const navigate = useNavigate()
  return <SetupScreen onDone={() => navigate('/', { replace: true })} />
}
