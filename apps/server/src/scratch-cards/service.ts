import type { RedeemCardAnswer, ScratchCardsPage } from '@store/core'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { WalletService } from '../wallet/service.ts'
import { issueCard } from './issue.ts'
import type { CardRow, ScratchCardsRepository } from './repository.ts'
import { toCard } from './view.ts'

const now = () => new Date().toISOString()

/** What the delivered move hands over: the fields of the orders row a card needs. */
export interface DeliveredOrder {
  id: number
  number: number
  user_id: number | null
  total: number
  placed_at: string | null
  created_at: string
}

/**
 * The shopper's scratch cards (decision 0023). A delivered order that a campaign covers earns
 * one card, its prize drawn there and then; redeeming reveals the prize and credits the wallet once.
 */
export class ScratchCardsService {
  constructor(
    private readonly repo: ScratchCardsRepository,
    private readonly wallet: WalletService,
    private readonly work: UnitOfWork,
  ) {}

  async page(userId: number, page: number, perPage: number): Promise<ScratchCardsPage> {
    const { rows, total } = await this.repo.page(userId, page, perPage)
    const at = now()
    return {
      cards: rows.map((r) => toCard(r, at)),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
    }
  }

  /**
   * Reveals a card and credits its money, once: the conditional UPDATE lets one of any number of
   * parallel calls through, and the credit joins its transaction. A card already redeemed answers its
   * prize again and credits nothing (the canvas and the button may both fire); another shopper's card is a 404.
   */
  async redeem(userId: number, cardId: number): Promise<RedeemCardAnswer> {
    const at = now()
    const card = await this.work.run(async (trx): Promise<CardRow> => {
      const won = await this.repo.redeem(trx, userId, cardId, at)
      if (!won) {
        const row = await this.repo.owned(userId, cardId, trx)
        if (!row) throw new NotFoundError('Scratch card')
        if (row.redeemed_at) return row
        throw new InputError('This card has expired', [{ path: 'card_id', message: 'This card has expired' }])
      }
      if (won.prize_kind === 'wallet' && won.prize_amount) {
        await this.wallet.credit(trx, userId, won.prize_amount, `Scratch card: ${won.title}`, { type: 'card', id: String(won.id) })
      }
      return won
    })
    // Read after the commit: on SQLite a read outside the transaction would wait for it (decision 0007).
    return { card: toCard(card, at), wallet: { balance: await this.wallet.balance(userId) } }
  }

  /**
   * Called by the orders area's move to delivered or picked up, in that move's transaction. The unique
   * order_id makes a repeated delivered event issue nothing more.
   */
  async onOrderDelivered(trx: Tx, order: DeliveredOrder): Promise<void> {
    if (order.user_id === null) return
    const campaign = await this.repo.matchingCampaign(trx, order.placed_at ?? order.created_at, order.total)
    if (!campaign) return
    await issueCard(this.repo, trx, order.user_id, campaign, { id: order.id, number: order.number })
  }

  /** Coupons the shopper won, newest first, for the rewards screen. */
  async couponsWon(userId: number, limit: number) {
    const { rows, total } = await this.repo.couponsWon(userId, limit)
    return {
      total,
      coupons: rows.map((r) => ({
        card_id: r.id,
        title: r.title,
        coupon_code: r.prize_coupon_code ?? '',
        redeemed_at: r.redeemed_at ?? '',
      })),
    }
  }
}
