import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The layer rules of eslint.config.js (decision 0013) catch a wrong import and let a right one
 * through, so this test fails if the rules are loosened or if they reject everything. The files
 * are linted inside a small fixture tree with the repository's layout, so the test does not depend
 * on where today's components live.
 */
const configFile = path.resolve(import.meta.dirname, '../../eslint.config.js')
const fixture = {
  'apps/web/src/features/catalogue/AddToCartButton.tsx': 'export const AddToCartButton = () => null\n',
  'apps/web/src/features/cart/CartTotals.tsx': 'export const CartTotals = () => null\n',
  'apps/web/src/components/Spinner.tsx': 'export const Spinner = () => null\n',
  'apps/web/src/lib/links.ts': 'export const links = {}\n',
  'apps/web/src/app/store.ts': 'export const useStore = () => null\n',
  'apps/admin/src/features/orders/OrdersScreen.tsx': 'export const OrdersScreen = () => null\n',
  'apps/admin/src/features/staff/StaffScreen.tsx': 'export const StaffScreen = () => null\n',
  'apps/admin/src/components/Button.tsx': 'export const Button = () => null\n',
  'apps/admin/src/app/nav.ts': 'export const NAV = []\n',
  'apps/server/src/cart/repository.ts': 'export class CartRepository {}\n',
  'apps/server/src/catalogue/repository.ts': 'export class CatalogueRepository {}\n',
  'apps/server/src/catalogue/service.ts': 'export class CatalogueService {}\n',
}
let root = ''
let eslint: ESLint

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-'))
  for (const [file, text] of Object.entries(fixture)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  eslint = new ESLint({ cwd: root, overrideConfigFile: configFile })
  // The first lint loads the config, its plugins and the TypeScript parser (seconds on a busy machine):
  // paid here, under the hook's time, not by whichever test runs first (it timed out at 5 s in CI).
  await eslint.lintText('export {}\n', { filePath: path.join(root, 'apps/admin/src/lib/warm-up.ts') })
}, 60_000)
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

async function errors(file: string, lines: string[], ruleId = 'boundaries/dependencies'): Promise<string[]> {
  const [result] = await eslint.lintText(lines.join('\n') + '\n', { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message)
}

describe("import boundaries (the owner's app)", () => {
  it('rejects a feature importing another feature, or app/', async () => {
    const found = await errors('apps/admin/src/features/staff/Wrong.tsx', [
      "import { OrdersScreen } from '../orders/OrdersScreen.tsx'",
      "import { NAV } from '../../app/nav.ts'",
      "import { Button } from '../../components/Button.tsx'",
      'export const wrong = [OrdersScreen, NAV, Button]',
    ])
    expect(found).toEqual([
      expect.stringContaining('admin features/staff must not import features/orders'),
      expect.stringContaining("must not import app/ ('../../app/nav.ts')"),
    ])
  })

  it('rejects components importing a feature, and the storefront', async () => {
    const found = await errors('apps/admin/src/components/Wrong.tsx', [
      "import { OrdersScreen } from '../features/orders/OrdersScreen.tsx'",
      "import { Spinner } from '../../../web/src/components/Spinner.tsx'",
      'export const wrong = [OrdersScreen, Spinner]',
    ])
    expect(found).toHaveLength(2)
  })
})

describe('import boundaries (web)', () => {
  it('rejects a feature importing another feature', async () => {
    const found = await errors('apps/web/src/features/cart/Wrong.tsx', [
      "import { AddToCartButton } from '../catalogue/AddToCartButton.tsx'",
      'export const wrong = AddToCartButton',
    ])
    expect(found).toEqual([expect.stringContaining('features/cart must not import features/catalogue')])
  })

  it('lets a feature import its own files, components and lib, but not app/', async () => {
    const found = await errors('apps/web/src/features/cart/Right.tsx', [
      "import { CartTotals } from './CartTotals.tsx'",
      "import { Spinner } from '../../components/Spinner.tsx'",
      "import { links } from '../../lib/links.ts'",
      "import { useStore } from '../../app/store.ts'",
      'export const right = [CartTotals, Spinner, links, useStore]',
    ])
    expect(found).toEqual([expect.stringContaining("must not import app/ ('../../app/store.ts')")])
  })

  it('takes only types from the @store/core root in the browser', async () => {
    const found = await errors(
      'apps/web/src/lib/money.ts',
      [
        "import type { Cart } from '@store/core'",
        "import { formatMoney } from '@store/core'",
        'export const f: [typeof formatMoney, Cart | null] = [formatMoney, null]',
      ],
      '@typescript-eslint/no-restricted-imports',
    )
    expect(found).toEqual([expect.stringContaining("Import values from '@store/core/browser'")])
  })
})

describe('import boundaries (server)', () => {
  it('rejects routes importing a repository', async () => {
    const found = await errors('apps/server/src/cart/routes.ts', [
      "import { CartRepository } from './repository.ts'",
      'export const wrong = CartRepository',
    ])
    expect(found).toEqual([expect.stringContaining('cart routes are HTTP only: they must not import server-repository')])
  })

  it('lets a service import its own repository and another area’s service, not another area’s repository', async () => {
    const found = await errors('apps/server/src/cart/service.ts', [
      "import type { CartRepository } from './repository.ts'",
      "import type { CatalogueService } from '../catalogue/service.ts'",
      "import type { CatalogueRepository } from '../catalogue/repository.ts'",
      'export type All = [CartRepository, CatalogueService, CatalogueRepository]',
    ])
    expect(found).toEqual([expect.stringContaining('must not import the catalogue repository')])
  })
})
