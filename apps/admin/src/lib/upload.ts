import { PHOTO_FIELD } from '@store/core/browser'
import type { UploadedPhoto } from '@store/core'
import { ApiError, callUrl } from './api.ts'
import { sessionToken } from './session.ts'

/**
 * Sends one file as multipart/form-data with progress (fetch cannot report an upload's progress;
 * XMLHttpRequest can). Fields come before the file, so the server reads them first.
 */
export function upload<T>(
  method: 'POST' | 'PUT',
  url: string,
  field: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    const token = sessionToken()
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    xhr.onload = () => {
      const body = xhr.response as (T & { message?: string; errors?: ApiError['errors'] }) | null
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body)
      else reject(new ApiError(xhr.status, body?.message ?? `The upload answered ${xhr.status}`, body?.errors ?? []))
    }
    xhr.onerror = () => reject(new ApiError(0, 'No connection to the shop. Check the network and try again.'))
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append(field, file)
    xhr.send(form)
  })
}

/** A photo: the server checks its bytes, re-encodes it and answers every width's URL (decision 0055). */
export const uploadPhoto = (file: File, alt: string, onProgress: (fraction: number) => void) =>
  upload<UploadedPhoto>('POST', callUrl('POST /api/admin/photos'), PHOTO_FIELD, file, { alt }, onProgress)
