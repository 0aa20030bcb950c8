import { afterAll, afterEach } from 'vitest'
import { installConsoleGuard, takeUnexpectedConsoleCalls } from './console-guard.ts'

/** Vitest setupFiles module for every project (vitest.config.ts): see console-guard.ts. */
installConsoleGuard()

function failOnUnexpectedConsole(when: string) {
  const calls = takeUnexpectedConsoleCalls()
  if (calls.length > 0)
    throw new Error(
      `Unexpected console output ${when} (wrap the code that should print in expectConsole from test/setup/console-guard.ts):\n  ${calls.join('\n  ')}`,
    )
}

afterEach(() => failOnUnexpectedConsole('during the test'))
afterAll(() => failOnUnexpectedConsole('in a hook or while loading the file'))
