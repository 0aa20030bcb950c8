import { describe, expect, it } from 'vitest'
import { problemField, readableMessage } from './schema-messages.ts'

describe('readableMessage', () => {
  it('asks for a field left empty instead of counting "at least 1 characters"', () => {
    expect(readableMessage('must NOT have fewer than 1 characters', 'Your name')).toBe('Enter your name')
  })
  it('says how many characters a longer minimum needs, and the most a field can have', () => {
    expect(readableMessage('must NOT have fewer than 10 characters', 'Password')).toBe('Password needs at least 10 characters')
    expect(readableMessage('must NOT have more than 200 characters', 'Name')).toBe('Name can have at most 200 characters')
  })
  it('asks for a valid e-mail address, or a valid value of a shaped field', () => {
    expect(readableMessage('must match format "email"', 'E-mail')).toBe('Enter a valid e-mail address')
    expect(readableMessage('must match pattern "^[a-z0-9]+$"', 'Slug')).toBe('Enter a valid slug')
    expect(readableMessage('must be equal to one of the allowed values', 'Kind')).toBe('Enter a valid kind')
  })
  it('asks for a property that was not sent', () => {
    expect(readableMessage("must have required property 'email'", 'E-mail')).toBe('Enter e-mail')
  })
  it("counts a list's items without the schema's words", () => {
    expect(readableMessage('must NOT have fewer than 1 items', 'The values of option 1')).toBe('The values of option 1 needs at least 1')
    expect(readableMessage('must NOT have more than 20 items', 'Prizes')).toBe('Prizes can have at most 20')
  })
  it("says a number's bounds in words", () => {
    expect(readableMessage('must be >= 0', 'Stock')).toBe('Stock must be at least 0')
    expect(readableMessage('must be <= 10080', 'Delivery minutes')).toBe('Delivery minutes must be at most 10080')
    expect(readableMessage('must be > 0', 'Weight')).toBe('Weight must be more than 0')
  })
  it('puts the label before any other schema rule, and leaves a written sentence alone', () => {
    expect(readableMessage('must be integer', 'Stock')).toBe('Stock must be integer')
    expect(readableMessage('must be between 1 and 10000 basis points', 'Percent off')).toBe(
      'Percent off must be between 1 and 10000 basis points',
    )
    expect(readableMessage('This e-mail is taken', 'E-mail')).toBe('This e-mail is taken')
  })
})

describe('problemField', () => {
  it('drops the part of the request the path starts with', () => {
    expect(problemField('body/email', 'must match format "email"')).toBe('email')
    expect(problemField('/body/attributes/0/name', 'must NOT have fewer than 1 characters')).toBe('attributes/0/name')
    expect(problemField('querystring/pincode', 'must match pattern "^[0-9]+$"')).toBe('pincode')
    expect(problemField('name', 'Enter your name')).toBe('name')
    expect(problemField('body_note', 'x')).toBe('body_note')
  })
  it('adds the name of a missing property to the path', () => {
    expect(problemField('body', "must have required property 'name'")).toBe('name')
    expect(problemField('body/attributes/0', "must have required property 'values'")).toBe('attributes/0/values')
  })
})
