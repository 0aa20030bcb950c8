import { describe, expect, it } from 'vitest'
import { csvRecordCounter, fileSize } from './csv-records.ts'

const count = (...chunks: string[]) => {
  const counter = csvRecordCounter()
  for (const chunk of chunks) counter.push(new TextEncoder().encode(chunk))
  return counter.records
}

describe('counting the records of a downloaded CSV', () => {
  it('counts the header alone as one record, and nothing as none', () => {
    expect(count('slug,name\r\n')).toBe(1)
    expect(count('')).toBe(0)
  })

  it('does not count a line break inside a quoted cell, even when a chunk ends inside it', () => {
    expect(count('slug,description\r\n', 'tea,"Two lines:\r\nhot', ' and ""sweet""\r\n', 'end"\r\n', 'cake,plain\r\n')).toBe(3)
  })

  it('counts a last record without its line break, and multi-byte text', () => {
    expect(count('name\r\nCafé ☕\r\nÜber')).toBe(3)
  })
})

describe('a file size in words', () => {
  it('says bytes below a kilobyte instead of rounding up to 1 KB', () => {
    expect(fileSize(0)).toBe('0 bytes')
    expect(fileSize(1)).toBe('1 byte')
    expect(fileSize(212)).toBe('212 bytes')
    expect(fileSize(1536)).toBe('1.5 KB')
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB')
  })
})
