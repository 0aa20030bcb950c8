import { queryOptions } from '@tanstack/react-query'
import type { BRAND_FIELD, BrandUploaded, ThemeInput } from '@store/core'
import { api, callUrl } from '../../lib/api.ts'
import { upload } from '../../lib/upload.ts'

/** The theme and identity calls (contracts in core's contracts/owner-theme.ts). */
export const themeQuery = queryOptions({ queryKey: ['theme'], queryFn: () => api('GET /api/admin/theme') })
export const saveTheme = (body: ThemeInput) => api('PUT /api/admin/theme', { body })

/** core's BRAND_FIELD (its module builds schemas, so only its type is imported: the compiler keeps the two equal). */
const LOGO_FIELD: typeof BRAND_FIELD = 'logo'

/** The logo: the server checks its bytes and makes every icon and the social card from it (decision 0086). */
export const uploadLogo = (file: File, onProgress: (fraction: number) => void) =>
  upload<BrandUploaded>('POST', callUrl('POST /api/admin/theme/logo'), LOGO_FIELD, file, {}, onProgress)
