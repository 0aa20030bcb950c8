/** spec §9: the default branch id when the shopper has not chosen one. */
export const DEFAULT_BRANCH_ID = 1
