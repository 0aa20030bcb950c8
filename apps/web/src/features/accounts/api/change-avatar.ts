import { useAction } from '../../../lib/useAction.ts'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** The field name and limits of core's contracts/avatars.ts (a value module the browser must not load). */
export const AVATAR_FIELD = 'image'
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp']

/** issue 9: uploads the picture (multipart, one file field); the server re-encodes it to 256×256 WebP. */
export const changeAvatar = (file: File) => {
  const form = new FormData()
  form.append(AVATAR_FIELD, file)
  return api('POST /api/user/change-avatar', undefined, { form }).then(({ user }) => {
    useSession.getState().updateUser(user)
    return user
  })
}

export const useChangeAvatar = () => useAction(changeAvatar)
