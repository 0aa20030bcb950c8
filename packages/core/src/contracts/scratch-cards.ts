import { Type } from 'typebox'
import { BranchQuery, PageQuery } from '../api/common.ts'
import { CampaignInput, OwnerCampaign, RedeemCardAnswer, RedeemCardBody, ScratchCardsPage } from '../api/scratch-cards.ts'
import { defineEndpoints } from './define.ts'

/** Scratch cards: the shopper's own cards; another shopper's card is a 404. */
export const scratchCardEndpoints = defineEndpoints({
  'GET /api/scratch-cards': {
    tags: ['scratch-cards'],
    summary: "A page of the shopper's scratch cards",
    querystring: PageQuery,
    response: ScratchCardsPage,
  },
  'POST /api/user/redeem-scratch-card': {
    tags: ['scratch-cards'],
    summary: 'Scratches a card and credits its prize',
    errors: [404],
    querystring: BranchQuery,
    body: RedeemCardBody,
    response: RedeemCardAnswer,
  },
})

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })
const tags = ['admin'] as const

/** The owner's scratch-card campaigns (behind the owner token). A campaign is ended, not deleted: its cards keep their prizes. */
export const ownerScratchCardEndpoints = defineEndpoints({
  'GET /api/admin/scratch-campaigns': {
    tags,
    summary: 'The scratch-card campaigns',
    response: Type.Object({ items: Type.Array(OwnerCampaign) }),
  },
  'GET /api/admin/scratch-campaigns/:id': { tags, summary: 'One scratch-card campaign', params: IdParams, response: OwnerCampaign },
  'POST /api/admin/scratch-campaigns': {
    tags,
    summary: 'Creates a scratch-card campaign',
    body: CampaignInput,
    status: 201,
    response: Type.Object({ id: Type.Integer() }),
  },
  'PUT /api/admin/scratch-campaigns/:id': {
    tags,
    summary: 'Replaces a scratch-card campaign',
    params: IdParams,
    body: CampaignInput,
    response: Type.Object({ ok: Type.Boolean() }),
  },
})
