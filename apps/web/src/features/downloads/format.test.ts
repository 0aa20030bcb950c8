import { describe, expect, it } from 'vitest'
import { downloadsLeft, fileSize } from './format.ts'

describe('download wording', () => {
  it('writes sizes in B, KB and MB', () => {
    expect(fileSize(900)).toBe('900 B')
    expect(fileSize(812 * 1024)).toBe('812 KB')
    expect(fileSize(2.5 * 1024 * 1024)).toBe('2.5 MB')
    expect(fileSize(50 * 1024 * 1024)).toBe('50 MB')
  })
  it('counts downloads in words', () => {
    expect(downloadsLeft(5)).toBe('5 downloads left')
    expect(downloadsLeft(1)).toBe('1 download left')
  })
})
