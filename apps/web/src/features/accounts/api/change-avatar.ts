import { AVATAR_FIELD } from '@store/core/browser'
import { useAction } from '../../../lib/useAction.ts'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

/** What the server accepts (it checks the real bytes); the browser refuses anything else before uploading. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp']

/** Uploads the picture (multipart, one file field); the server re-encodes it to 256×256 WebP. */
export const changeAvatar = (file: File) => {
  const form = new FormData()
  form.append(AVATAR_FIELD, file)
  return api('POST /api/user/change-avatar', undefined, { form }).then(({ user }) => {
    useSession.getState().updateUser(user)
    return user
  })
}

export const useChangeAvatar = () => useAction(changeAvatar)
