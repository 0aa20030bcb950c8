/**
 * Loads the code that gives typed text back (app/typed-replay.ts, decision 0106) only on a visit where
 * something was typed before the app started: most type nothing, and the first load stays smaller.
 */

/** The code that gives it back (app/typed-replay.ts), fetched once, as soon as something was typed. */
let replay: Promise<typeof import('./typed-replay.ts')> | null = null
export const loadReplay = () => (replay ??= import('./typed-replay.ts'))

/** Gives what was typed back to the app's fields in `root`, once its code is here; a failure to load it is logged. */
export function giveBackTyped(root: ParentNode): void {
  loadReplay().then(
    ({ replayTyped }) => replayTyped(root),
    (error: unknown) => console.warn('storefront: what was typed before the app started could not be given back', error),
  )
}
