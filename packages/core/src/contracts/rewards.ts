import { PageQuery } from '../api/common.ts'
import { RewardsPage } from '../api/rewards.ts'
import { defineEndpoints } from './define.ts'

/** /account/rewards: scratch-card prizes and referral bonuses the shopper earned, with totals. */
export const rewardEndpoints = defineEndpoints({
  'GET /api/rewards': { tags: ['rewards'], summary: "A page of the shopper's rewards", querystring: PageQuery, response: RewardsPage },
})
