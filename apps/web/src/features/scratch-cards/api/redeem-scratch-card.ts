import { useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { keepCard } from './get-scratch-cards.ts'

export const redeemScratchCard = (cardId: number) => api('POST /api/user/redeem-scratch-card', { body: { card_id: cardId } })

/**
 * Reveals a card. The answer replaces the cached card; the wallet and rewards screens ask
 * again next time, since the prize may have credited the wallet.
 */
export function useRedeemScratchCard(who: string) {
  const queryClient = useQueryClient()
  return async (cardId: number) => {
    const answer = await redeemScratchCard(cardId)
    keepCard(queryClient, who, answer.card)
    void queryClient.invalidateQueries({ queryKey: ['wallet', who] })
    void queryClient.invalidateQueries({ queryKey: ['rewards', who] })
    return answer
  }
}
