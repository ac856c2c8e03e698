import { APIError, Forbidden, NotFound, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { clientErrorLine, ERROR } from './errorLog'

const WARN = 40

/** Payload's classes with the name a minifier gives them (the production build's `err.name`). */
function minified<T extends Error>(error: T): T {
  error.name = 'e'
  return error
}

describe('clientErrorLine', () => {
  it.each([
    ['Forbidden', new Forbidden(), 403],
    ['NotFound', new NotFound(), 404],
    ['a 400 APIError (bad JSON)', new APIError('Invalid JSON', 400), 400],
    ['a ValidationError', new ValidationError({ errors: [{ message: 'Required', path: 'email' }] }), 400],
    ['a renamed Forbidden', minified(new Forbidden()), 403],
  ])('writes %s at info, one line without a stack', (_, err, status) => {
    expect(clientErrorLine([{ err }], ERROR)).toEqual({ status, message: err.message })
  })

  it.each([
    ['a 500 APIError', [{ err: new APIError('Something broke') }], ERROR],
    ['an error without a status', [{ err: new Error('database is locked') }], ERROR],
    ['a message alone', ['text'], ERROR],
    ['a warning about a 4xx', [{ err: new Forbidden() }], WARN],
  ])('leaves %s as it is', (_, args, level) => {
    expect(clientErrorLine(args, level)).toBeNull()
  })
})
