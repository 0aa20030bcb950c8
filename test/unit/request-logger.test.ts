import { describe, expect, it } from 'vitest'
import type { FastifyBaseLogger, LogController } from 'fastify'
import { ErrorsOnlyLogController, LazyRequestLogger } from '../../apps/server/src/http/request-logger.ts'

/** A parent logger at `level` that records the children it makes and what each logs. */
function parentAt(level: 'warn' | 'info') {
  const order = ['fatal', 'error', 'warn', 'info', 'debug', 'trace']
  const children: { bindings: object; calls: unknown[][] }[] = []
  const logger = (calls: unknown[][]) =>
    ({
      level,
      isLevelEnabled: (l: string) => order.indexOf(l) <= order.indexOf(level),
      ...Object.fromEntries(order.map((l) => [l, (...args: unknown[]) => calls.push([l, ...args])])),
      silent: () => {},
      child(bindings: object) {
        const child = { bindings, calls: [] as unknown[][] }
        children.push(child)
        return logger(child.calls)
      },
    }) as unknown as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }
  return { parent: logger([]), children }
}

describe('a request’s logger (decision 0031)', () => {
  it('makes no child logger for calls below the level, and one, bound to the request, at the first enabled call', () => {
    const { parent, children } = parentAt('warn')
    const log = new LazyRequestLogger(parent, { reqId: 'req-7' }, {})
    log.info('incoming request')
    log.debug({ a: 1 }, 'detail')
    expect(children).toHaveLength(0)
    expect(log.level).toBe('warn')
    log.warn({ order: 1042 }, 'payment does not match')
    log.error('request failed')
    expect(children).toEqual([
      {
        bindings: { reqId: 'req-7' },
        calls: [
          ['warn', { order: 1042 }, 'payment does not match'],
          ['error', 'request failed'],
        ],
      },
    ])
  })

  it('logs at info when the level is info', () => {
    const { parent, children } = parentAt('info')
    new LazyRequestLogger(parent, { reqId: 'req-8' }, {}).info('incoming request')
    expect(children).toEqual([{ bindings: { reqId: 'req-8' }, calls: [['info', 'incoming request']] }])
  })
})

describe('Fastify’s own lines without the per-request ones (decision 0031)', () => {
  it('writes no line for an incoming request or a request that completed, and still one for a request that errored', () => {
    const calls: unknown[][] = []
    const log = { info: (...a: unknown[]) => calls.push(['info', ...a]), error: (...a: unknown[]) => calls.push(['error', ...a]) }
    const request = { log, url: '/api/get-products' } as never
    const reply = { log, elapsedTime: 3 } as never
    // Called as Fastify calls it, through LogController's methods.
    const controller: LogController = new ErrorsOnlyLogController()
    controller.incomingRequest(request, reply, {})
    controller.requestCompleted(null, request, reply, {})
    expect(calls).toEqual([])
    const failure = new Error('stream broke')
    controller.requestCompleted(failure, request, reply, {})
    expect(calls).toEqual([['error', expect.objectContaining({ err: failure }), 'request errored']])
  })
})
