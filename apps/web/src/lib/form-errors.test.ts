import { describe, expect, it } from 'vitest'
import { ApiError } from './api.ts'
import { formErrors } from './form-errors.ts'

/** A 422 as the server's schema validation answers it. */
const refused = (...errors: { path: string; message: string }[]) =>
  new ApiError(422, errors[0]!.message, { message: errors[0]!.message, errors })

describe('form errors', () => {
  it('asks for a field left empty instead of counting "at least 1 characters"', () => {
    const { fields } = formErrors(refused({ path: 'body/name', message: 'must NOT have fewer than 1 characters' }), { name: 'Name' })
    expect(fields).toEqual({ name: 'Enter name' })
  })
  it('says how many characters a longer minimum needs, and the most a field can have', () => {
    const short = formErrors(refused({ path: 'body/password', message: 'must NOT have fewer than 8 characters' }), {
      password: 'Password',
    })
    expect(short.fields).toEqual({ password: 'Password needs at least 8 characters' })
    const long = formErrors(refused({ path: 'body/city', message: 'must NOT have more than 100 characters' }), { city: 'City' })
    expect(long.fields).toEqual({ city: 'City can have at most 100 characters' })
  })
  it('keeps a message about a field the form does not show in the form, readable', () => {
    const { form, fields } = formErrors(refused({ path: 'body/state', message: 'must NOT have fewer than 1 characters' }), { name: 'Name' })
    expect(fields).toEqual({})
    expect(form).toBe('must NOT have fewer than 1 characters') // the server's summary, since no field holds it
  })
})
