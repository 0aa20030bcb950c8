/** How long a server-sent event may take through nginx (decision 0076): what an owner watching the board waits at most. */
export const EVENT_LIMIT_MS = 1000

/** `promise`, or a failure after `ms`: an event held back fails the test in seconds, not at its timeout. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)))
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
