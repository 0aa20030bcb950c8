import { describe, expect, it } from 'vitest'
import { attachmentHeader, cleanContentType, cleanFileName } from './file-names.ts'

describe('download file names (decision 0024)', () => {
  it('keeps the name without folders, control or reserved characters, leading dots, or more than 150 characters', () => {
    expect(cleanFileName('C:\\Users\\owner\\Bread book.pdf')).toBe('Bread book.pdf')
    expect(cleanFileName('../../etc/"passwd"\r\n.txt')).toBe('passwd.txt')
    expect(cleanFileName('...hidden')).toBe('hidden')
    expect(cleanFileName('  ')).toBe('download')
    expect(cleanFileName(undefined)).toBe('download')
    expect(cleanFileName('Crème brûlée\u202e.pdf')).toBe('Crème brûlée.pdf') // no right-to-left override
    expect([...cleanFileName('é'.repeat(400))]).toHaveLength(150)
  })

  it('says attachment, with an ASCII name and the exact UTF-8 one', () => {
    expect(attachmentHeader('Bread book.pdf')).toBe(`attachment; filename="Bread book.pdf"; filename*=UTF-8''Bread%20book.pdf`)
    expect(attachmentHeader("Crème 100% (v2)'s.pdf")).toBe(
      `attachment; filename="Cr_me 100_ (v2)'s.pdf"; filename*=UTF-8''Cr%C3%A8me%20100%25%20%28v2%29%27s.pdf`,
    )
  })

  it('keeps a plain type/subtype and serves anything else as bytes', () => {
    expect(cleanContentType('application/pdf; charset=binary')).toBe('application/pdf')
    expect(cleanContentType('Application/EPUB+zip')).toBe('application/epub+zip')
    expect(cleanContentType('text/html\r\nX-Evil: 1')).toBe('application/octet-stream')
    expect(cleanContentType('')).toBe('application/octet-stream')
    expect(cleanContentType(undefined)).toBe('application/octet-stream')
  })
})
