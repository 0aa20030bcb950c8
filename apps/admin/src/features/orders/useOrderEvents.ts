import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { chime } from '../../lib/chime.ts'
import { followEvents } from '../../lib/eventStream.ts'
import { sessionToken } from '../../lib/session.ts'
import { ordersKey } from './api.ts'

const SOUND_KEY = 'store-admin-sound'

/**
 * The live board's news (decision 0053): every event, and every (re)connection, reloads the order
 * lists, so nothing placed while the connection was down is missing. A new order chimes unless the
 * sound is off (kept in this browser).
 */
export function useOrderEvents() {
  const queries = useQueryClient()
  const [live, setLive] = useState<boolean | null>(null)
  const [sound, setSound] = useState(() => localStorage.getItem(SOUND_KEY) !== 'off')
  useEffect(() => {
    return followEvents('/api/admin/orders/events', sessionToken, {
      onState: setLive,
      onEvent(event, data) {
        void queries.invalidateQueries({ queryKey: ordersKey })
        if (event === 'order' && data.includes('"placed"') && localStorage.getItem(SOUND_KEY) !== 'off') chime()
      },
    })
  }, [queries])
  const toggleSound = () => {
    localStorage.setItem(SOUND_KEY, sound ? 'off' : 'on')
    setSound(!sound)
  }
  return { live, sound, toggleSound }
}
