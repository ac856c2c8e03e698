import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'

import { ENCODING_HEADER, passEncoding } from './encodedAnswer'

describe('passEncoding', () => {
  it('turns the private encoding header into Content-Encoding and leaves the others alone', () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()))
    passEncoding(response)
    response.setHeader(ENCODING_HEADER, 'gzip')
    response.setHeader('Content-Type', 'text/html')
    expect(response.getHeader('content-encoding')).toBe('gzip')
    expect(response.getHeader(ENCODING_HEADER)).toBeUndefined()
    expect(response.getHeader('content-type')).toBe('text/html')
  })
})
