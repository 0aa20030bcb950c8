import { describe, expect, it } from 'vitest'
import { parsePhotoUrl, photoSrcSet, photoUrl } from './photos.ts'

const hash = '0123456789abcdef0123456789abcdef'

describe('photo URLs', () => {
  it('names every width of a photo in its srcset', () => {
    expect(photoSrcSet(photoUrl(hash, 1280))).toBe(
      `/photos/${hash}-320.webp 320w, /photos/${hash}-640.webp 640w, /photos/${hash}-1280.webp 1280w`,
    )
    expect(parsePhotoUrl(photoUrl(hash, 640))).toEqual({ hash, width: 640 })
  })

  it('leaves other pictures alone', () => {
    expect(photoSrcSet('/demo-images/picture.svg?label=x')).toBeUndefined()
    expect(photoSrcSet(`/photos/${hash}-800.webp`)).toBeUndefined()
    expect(photoSrcSet(`https://cdn.example.com/photos/${hash}-640.webp`)).toBeUndefined()
  })
})
