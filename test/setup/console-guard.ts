/**
 * Tests fail on an unexpected console.error or console.warn (epic-stack's habit): a warning nobody
 * reads is a bug nobody fixes. A test that means to cause one says so with `expectConsole`.
 */
type Level = 'error' | 'warn'

const expecting: Record<Level, string[][]> = { error: [], warn: [] }
const unexpected: string[] = []
let installed = false

function format(args: unknown[]): string {
  return args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')
}

/** Replaces console.error and console.warn with recorders that still print what they were given. */
export function installConsoleGuard(): void {
  if (installed) return
  installed = true
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      const open = expecting[level].at(-1)
      if (open) return void open.push(format(args))
      unexpected.push(`console.${level}: ${format(args)}`)
      original(...args)
    }
  }
}

/** The unexpected calls since the last check, cleared. */
export function takeUnexpectedConsoleCalls(): string[] {
  return unexpected.splice(0)
}

/**
 * Runs `fn` expecting it to write to console[level] (default 'warn'); fails if it writes nothing.
 * Returns the messages so the test can check them:
 *   const [message] = await expectConsole(() => store.save(), 'warn')
 */
export async function expectConsole(fn: () => unknown, level: Level = 'warn'): Promise<string[]> {
  const messages: string[] = []
  expecting[level].push(messages)
  try {
    await fn()
  } finally {
    expecting[level].splice(expecting[level].indexOf(messages), 1)
  }
  if (messages.length === 0) throw new Error(`expected a console.${level} call, none was made`)
  return messages
}
