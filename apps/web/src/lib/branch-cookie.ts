import { BRANCH_COOKIE } from '@store/core/browser'

const YEAR_SECONDS = 365 * 24 * 3600

/**
 * Tells the server which branch this browser shops at (decision 0045): it renders the first screen
 * with that branch's prices, so nothing changes (and nothing mismatches) when the page hydrates.
 * Not a secret and not an identity: a branch id any shopper may pick.
 */
export function rememberBranch(branchId: number | undefined): void {
  if (typeof document === 'undefined') return
  document.cookie =
    branchId === undefined
      ? `${BRANCH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${BRANCH_COOKIE}=${branchId}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
}
