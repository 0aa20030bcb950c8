import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../apps/server/src/config.ts'
import { redactUrl } from '../../apps/server/src/http/log-redaction.ts'
import { RequestHistogram } from '../../apps/server/src/metrics/request-histogram.ts'

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env, [])
    return []
  } catch (error) {
    return (error as Error).message.split('\n  - ').slice(1)
  }
}

describe('scheduled backups and metrics in config.ts (decisions 0070, 0071)', () => {
  it('reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP', () => {
    expect(loadConfig({}, []).backup).toBeNull()
    expect(loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '6h' }, []).backup).toEqual({
      dir: '/srv/backups',
      everyMs: 6 * 3_600_000,
      keep: 7,
    })
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY: '30m', BACKUP_KEEP: '48' }, []).backup).toMatchObject({
      everyMs: 1_800_000,
      keep: 48,
    })
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY: '1d' }, []).backup?.everyMs).toBe(86_400_000)
  })

  it('refuses half a backup schedule and values it cannot read, each with a sentence', () => {
    expect(problems({ BACKUP_DIR: '/b' })).toEqual(['BACKUP_DIR is set but BACKUP_EVERY is not: say how often, e.g. 6h or 1d'])
    expect(problems({ BACKUP_EVERY: '6h' })).toEqual(['BACKUP_EVERY is set but BACKUP_DIR is not: set the folder backups are written to'])
    expect(problems({ BACKUP_KEEP: '3' })).toHaveLength(1)
    for (const every of ['6', '6 hours', '0m', '32d', '1w', '-1h'])
      expect(problems({ BACKUP_DIR: '/b', BACKUP_EVERY: every }), every).toEqual([expect.stringMatching(/^BACKUP_EVERY must be/)])
    for (const keep of ['0', 'all', '1.5'])
      expect(problems({ BACKUP_DIR: '/b', BACKUP_EVERY: '1d', BACKUP_KEEP: keep }), keep).toEqual([
        'BACKUP_KEEP must be a whole number between 1 and 10000',
      ])
  })

  it('reads METRICS_TOKEN and METRICS_PORT, and never repeats a bad token', () => {
    expect(loadConfig({}, []).metrics).toEqual({ token: null, port: null })
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(24), METRICS_PORT: '9464' }, []).metrics).toEqual({ token: 'm'.repeat(24), port: 9464 })
    const short = problems({ METRICS_TOKEN: 'short-secret' })
    expect(short).toEqual(['METRICS_TOKEN must be 24 to 200 printable characters, no spaces'])
    expect(problems({ METRICS_PORT: '70000' })).toEqual(['METRICS_PORT must be a port number, got "70000"'])
  })
})

describe('tokens in logged URLs (decision 0073)', () => {
  it('blanks download tokens and token, code and password parameters, and nothing else', () => {
    expect(redactUrl('/api/downloads/AbC_123-xyz')).toBe('/api/downloads/[redacted]')
    expect(redactUrl('/api/downloads/AbC_123/info?x=1')).toBe('/api/downloads/[redacted]/info?x=1')
    expect(redactUrl('/download/AbC_123')).toBe('/download/[redacted]')
    expect(redactUrl('/forgot-password?token=s3cret&next=/')).toBe('/forgot-password?token=[redacted]&next=/')
    expect(redactUrl('/x?a=1&Code=123456')).toBe('/x?a=1&Code=[redacted]')
    expect(redactUrl('/api/get-products?branch_id=1&page=2')).toBe('/api/get-products?branch_id=1&page=2')
  })
})

describe('the request histogram (decision 0071)', () => {
  it('counts by method, route and status into cumulative buckets, with sum and count', async () => {
    const h = new RequestHistogram()
    h.observe('GET', '/api/get-data', 200, 0.0004)
    h.observe('GET', '/api/get-data', 200, 0.003)
    h.observe('GET', '/api/get-data', 200, 9)
    h.observe('GET', '/api/get-data', 304, 0.0001)
    const { values } = await h.metric.get()
    const line = (name: string, labels: object) =>
      values.find((v) => v.metricName === `http_request_duration_seconds_${name}` && JSON.stringify(v.labels) === JSON.stringify(labels))
        ?.value
    const ok = { method: 'GET', route: '/api/get-data', status: 200 }
    expect(line('bucket', { ...ok, le: 0.0005 })).toBe(1)
    expect(line('bucket', { ...ok, le: 0.005 })).toBe(2)
    expect(line('bucket', { ...ok, le: 5 })).toBe(2)
    expect(line('bucket', { ...ok, le: '+Inf' })).toBe(3)
    expect(line('count', ok)).toBe(3)
    expect(line('sum', ok)).toBeCloseTo(9.0034)
    expect(line('count', { ...ok, status: 304 })).toBe(1)
  })
})
