import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { deployTools } from './support/tools.ts'

const tools = deployTools({ 'systemd-analyze': 'systemd' })
const root = path.resolve(import.meta.dirname, '../..')
const unitText = fs.readFileSync(path.join(root, 'deploy/storefront.service'), 'utf8')
const settings = (key: string) => [...unitText.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1])

/** deploy/storefront.service (decision 0078): systemd's own checks, and the settings the README relies on. */
describe.skipIf(tools.skip)('the systemd unit', () => {
  let dir: string
  beforeAll(() => {
    if (tools.missing) throw new Error(tools.missing)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-unit-'))
    fs.copyFileSync(path.join(root, 'deploy/storefront.service'), path.join(dir, 'storefront.service'))
    return () => fs.rmSync(dir, { recursive: true, force: true })
  })

  it('passes systemd-analyze verify without a warning', () => {
    const verify = spawnSync('systemd-analyze', ['verify', path.join(dir, 'storefront.service')], { encoding: 'utf8' })
    expect(verify.status, verify.stderr).toBe(0)
    // Unknown or misspelt settings are only warnings to systemd, and would silently drop hardening.
    expect(`${verify.stdout}${verify.stderr}`.trim()).toBe('')
  })

  it('is hardened: systemd-analyze security rates its exposure 2.0 or lower (of 10)', () => {
    const security = spawnSync('systemd-analyze', ['security', '--offline=true', path.join(dir, 'storefront.service')], {
      encoding: 'utf8',
    })
    expect(security.status, security.stderr).toBe(0)
    const exposure = Number(/Overall exposure level for storefront\.service: ([\d.]+)/.exec(security.stdout)?.[1])
    console.info(`systemd-analyze security: exposure ${exposure}`)
    expect(exposure).toBeLessThanOrEqual(2)
  })

  it('runs the built server as its own user, writes only its data folder, and stops by SIGTERM', () => {
    for (const [key, value] of Object.entries({
      NoNewPrivileges: 'yes',
      ProtectSystem: 'strict',
      ProtectHome: 'yes',
      PrivateTmp: 'yes',
      PrivateDevices: 'yes',
      StateDirectory: 'storefront',
      ReadWritePaths: '/var/lib/storefront',
      User: 'storefront',
      KillSignal: 'SIGTERM',
      CapabilityBoundingSet: '',
    }))
      expect(settings(key), key).toEqual([value])
    // The unit starts what `npm run serve` starts.
    const serve = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve as string
    const script = settings('ExecStart')[0]!.split(' ').at(-1)!
    expect(serve.endsWith(script)).toBe(true)
  })
})
