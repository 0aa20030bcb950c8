import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layer rules of eslint.config.js (decision 0013) catch a wrong import, and let a right one
 * through, so this test fails if the rules are loosened or if they reject everything.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

describe('import boundaries', () => {
  it('rejects a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/cart/Wrong.tsx',
      "import { AddToCartButton } from '../catalogue/AddToCartButton.tsx'\nexport const wrong = AddToCartButton\n",
    )
    expect(errors).toEqual([expect.stringContaining('features/cart must not import features/catalogue')])
  })

  it('lets a feature import its own files, components, lib and core', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/cart/Right.tsx',
      [
        "import { Spinner } from '../../components/Spinner.tsx'",
        "import { bannerHref } from '../../lib/links.ts'",
        "import { formatMoney } from '@store/core/browser'",
        "import { CartTotals } from './CartTotals.tsx'",
        'export const right = [Spinner, bannerHref, formatMoney, CartTotals]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([])
  })

  it('rejects server routes importing a repository', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/cart/routes.ts',
      "import { CartRepository } from './repository.ts'\nexport const wrong = CartRepository\n",
    )
    expect(errors).toEqual([expect.stringContaining('cart routes are HTTP only: they must not import server-repository')])
  })

  it('lets a service import its own repository but not another area’s', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/cart/service.ts',
      [
        "import type { CartRepository } from './repository.ts'",
        "import type { CatalogueRepository } from '../catalogue/repository.ts'",
        'export type Both = [CartRepository, CatalogueRepository]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([expect.stringContaining('must not import the catalogue repository')])
  })
})
