import { useState } from 'react'
import type { User } from '../../lib/session.ts'
import { formErrors } from '../../lib/form-errors.ts'
import { Avatar } from '../../components/Avatar.tsx'
import { FormMessage } from '../../components/Field.tsx'
import { AVATAR_MAX_BYTES } from '@store/core/browser'
import { AVATAR_TYPES, useChangeAvatar } from './api/change-avatar.ts'

/** The profile picture and its upload. */
export function AvatarPicker({ user }: { user: User }) {
  const upload = useChangeAvatar()
  const [problem, setProblem] = useState<string | null>(null)
  const choose = (file: File | undefined) => {
    setProblem(null)
    if (!file) return
    if (!AVATAR_TYPES.includes(file.type)) return setProblem('Choose a JPEG, PNG or WebP picture.')
    if (file.size > AVATAR_MAX_BYTES) return setProblem('This picture is larger than 5 MB. Choose a smaller one.')
    upload.mutate(file, {
      onError: (error) => setProblem(formErrors(error, { image: 'Picture' }).fields.image ?? formErrors(error, {}).form),
    })
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-4">
        <span className="relative">
          <Avatar name={user.name || user.email || user.phone || '?'} url={user.avatar_url ?? null} size={72} />
          {upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70" role="status">
              <span className="h-6 w-6 animate-spin rounded-full border-[3px] border-gray-200 border-t-brand" aria-hidden="true" />
              <span className="sr-only">Uploading your picture</span>
            </span>
          )}
        </span>
        <label className="cursor-pointer rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 has-[:focus-visible]:ring-2">
          {upload.isPending ? 'Uploading...' : user.avatar_url ? 'Change photo' : 'Add a photo'}
          <input
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(e) => {
              choose(e.target.files?.[0])
              e.target.value = '' // the same file can be chosen again after an error
            }}
          />
        </label>
      </div>
      {upload.isSuccess && !problem && <FormMessage tone="info">Your photo is updated.</FormMessage>}
      <FormMessage>{problem}</FormMessage>
    </div>
  )
}
