import { describe, expect, it } from 'vitest'
import { expectConsole, takeUnexpectedConsoleCalls } from '../setup/console-guard.ts'

/** The guard every project installs (vitest.config.ts setupFiles): unexpected output fails, expected output is checked. */
describe('console guard', () => {
  it('records an unexpected console.warn, which fails the test after it', () => {
    const before = takeUnexpectedConsoleCalls()
    expect(before).toEqual([])
    console.warn('deliberate warning from console-guard.test.ts')
    // Taking the calls here clears them, so this test itself passes.
    expect(takeUnexpectedConsoleCalls()).toEqual(['console.warn: deliberate warning from console-guard.test.ts'])
  })

  it('lets a test expect a warning and read it', async () => {
    const messages = await expectConsole(() => console.warn('careful', { n: 1 }))
    expect(messages).toEqual(['careful {"n":1}'])
  })

  it('fails a test that expected a warning and got none', async () => {
    await expect(expectConsole(() => undefined, 'error')).rejects.toThrow('expected a console.error call, none was made')
  })
})
