import type { Actor } from '../staff/actor.ts'

/** Who the audit log names for the demo store's records (decision 0051). */
export const SEED_ACTOR: Actor = { staffId: null, name: 'Demo seed', role: 'owner' }
