import type { CampaignInput } from '@store/core'
import type { AppContext } from '../context.ts'
import { buildOwnerServices, type OwnerServices } from '../container.ts'
import { DEMO_SHOPPER } from './demo-shopper.ts'
import { SEED_ACTOR } from './seed-actor.ts'

/**
 * The demo's scratch-card campaign: delivered orders
 * from $15 earn a card, valid 30 days; most win $0.50 to $3.00 for the wallet, some the FLAT5 coupon
 * of the demo's offers (demo-content.ts), the rest nothing.
 */
export const DEMO_CAMPAIGN = (startsAt: string): CampaignInput => ({
  name: 'Thank-you scratch card',
  starts_at: startsAt,
  ends_at: null,
  min_order_total: 1500,
  card_valid_days: 30,
  prizes: [
    { kind: 'wallet', weight: 6, min_amount: 50, max_amount: 300 },
    { kind: 'coupon', weight: 2, coupon_code: 'FLAT5' },
    { kind: 'none', weight: 2 },
  ],
})
/** Cards the demo shopper finds waiting on /account/scratch-cards. */
const DEMO_CARDS = 3

/** Creates the demo campaign unless a campaign of that name exists (a second `npm run seed -- --demo` keeps it). */
export async function seedDemoCampaign(owner: OwnerServices): Promise<void> {
  const name = DEMO_CAMPAIGN('').name
  if ((await owner.scratchCards.list()).some((c) => c.name === name)) return
  await owner.scratchCards.create(DEMO_CAMPAIGN(new Date(Date.now() - 24 * 3600_000).toISOString()), SEED_ACTOR)
}

/** Gives the new demo shopper a couple of cards of the demo campaign to scratch (run once, when the shopper is made). */
export async function giveDemoCards(ctx: Pick<AppContext, 'db' | 'versions'>): Promise<void> {
  const owner = buildOwnerServices(ctx.db, ctx.versions)
  const campaign = (await owner.scratchCards.list()).find((c) => c.name === DEMO_CAMPAIGN('').name)
  const shopper = await ctx.db.kysely.selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirst()
  if (!campaign || !shopper) return
  for (let i = 0; i < DEMO_CARDS; i++) await owner.scratchCards.giveCard(shopper.id, campaign.id)
}
