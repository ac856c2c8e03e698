import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { unpublishedOutOfRest } from './unpublishedOutOfRest'

const users = { visitor: null, owner: { id: 1, collection: 'owners' }, staff: { id: 1, collection: 'users' } }
type Caller = keyof typeof users

const listing = (published: boolean) => ({
  id: 7001,
  address: { publish: published, street: 'Rue Secrète', houseNumber: '17', boxNumber: 'B3', latitude: 50.4 },
  price: { publish: published, amount: 350_000, marquee: 3 },
})

/** The hook as Payload calls it after a read: the document and the request (who, through which API). */
function read(caller: Caller, api: 'local' | 'REST', published: boolean) {
  const req = { user: users[caller], payloadAPI: api } as unknown as PayloadRequest
  return unpublishedOutOfRest({ doc: listing(published), req } as never) as ReturnType<typeof listing>
}

describe('unpublishedOutOfRest (decision 029)', () => {
  it.each(['visitor', 'owner'] as const)(
    'hides an unpublished address and price from a %s through REST',
    (caller) => {
      const doc = read(caller, 'REST', false)
      expect(doc.address).toEqual({ publish: false, latitude: 50.4 })
      expect(doc.price).toEqual({ publish: false, marquee: 3 })
    },
  )

  it('leaves a published address and price as they are', () => {
    expect(read('owner', 'REST', true)).toEqual(listing(true))
  })

  it.each([
    ['staff', 'REST'],
    ['visitor', 'local'],
  ] as const)('gives %s through %s the whole record', (caller, api) => {
    expect(read(caller, api, false)).toEqual(listing(false))
  })
})
