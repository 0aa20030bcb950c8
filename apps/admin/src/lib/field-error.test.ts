import { describe, expect, it } from 'vitest'
import { ApiError } from './api.ts'
import { formProblems } from './field-error.ts'

describe('formProblems', () => {
  const labels = { name: 'Your name', email: 'E-mail' }
  it("puts a schema refusal beside its field as a sentence, and nothing at the form's top", () => {
    const error = new ApiError(422, 'body/name must NOT have fewer than 1 characters', [
      { path: 'body/name', message: 'must NOT have fewer than 1 characters' },
    ])
    expect(formProblems(error, labels)).toEqual({ fields: { name: 'Enter your name' }, message: null })
  })
  it('says a problem with no field on the form at its top, readable', () => {
    const error = new ApiError(422, 'body/role must be equal to one of the allowed values', [
      { path: 'body/role', message: 'must be equal to one of the allowed values' },
    ])
    expect(formProblems(error, labels)).toEqual({ fields: {}, message: 'Enter a valid role' })
  })
  it("keeps the server's own message when it names no field (a used link, a wrong password)", () => {
    expect(formProblems(new ApiError(401, 'E-mail or password is wrong'), labels)).toEqual({
      fields: {},
      message: 'E-mail or password is wrong',
    })
    expect(formProblems(null, labels)).toEqual({ fields: {}, message: null })
  })
  it("says the form's own refusal (a field it could not read) as it is written", () => {
    expect(formProblems(new Error('Percent off: Type a number like 12.5'), labels)).toEqual({
      fields: {},
      message: 'Percent off: Type a number like 12.5',
    })
  })
})
