import { Type } from 'typebox'
import { User } from '../api/accounts.ts'
import { defineEndpoints } from './define.ts'
import { AVATAR_FIELD, AVATAR_MAX_BYTES } from '../constants.ts'

export { AVATAR_FIELD, AVATAR_MAX_BYTES }

/**
 * The shopper's picture. The body is multipart/form-data with one file field (`image`), so
 * it has no JSON schema here; the server checks the file's real bytes (JPEG, PNG or WebP, at most 5 MB).
 */
export const avatarEndpoints = defineEndpoints({
  'POST /api/user/change-avatar': {
    tags: ['accounts'],
    summary: "Changes the shopper's picture",
    upload: { field: AVATAR_FIELD, maxBytes: AVATAR_MAX_BYTES, types: ['image/jpeg', 'image/png', 'image/webp'] },
    response: Type.Object({ user: User }),
  },
})
