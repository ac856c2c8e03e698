import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { anyone, liveDocument, liveOrAdmin, siteOrStaff, siteOrStaffField } from './index'

type Caller = 'visitor' | 'owner' | 'staff'
const users = { visitor: null, owner: { id: 1, collection: 'owners' }, staff: { id: 1, collection: 'users' } }

/** The two fields the rules read from Payload's request: who asks, and through which API. */
const req = (caller: Caller, api: 'local' | 'REST') =>
  ({ user: users[caller], payloadAPI: api }) as unknown as PayloadRequest

describe('siteOrStaff (decision 029)', () => {
  it.each([
    ['visitor', 'local', liveDocument],
    ['owner', 'local', liveDocument],
    ['staff', 'local', true],
    ['visitor', 'REST', false],
    ['owner', 'REST', false],
    ['staff', 'REST', true],
  ] as const)('a %s through the %s API gets %j', (caller, api, expected) => {
    expect(siteOrStaff(liveOrAdmin)({ req: req(caller, api) })).toEqual(expected)
  })

  it('keeps the rule’s answer for the site, whatever it is', () => {
    expect(siteOrStaff(anyone)({ req: req('visitor', 'local') })).toBe(true)
  })
})

describe('siteOrStaffField', () => {
  it.each([
    ['visitor', 'REST', false],
    ['owner', 'REST', false],
    ['staff', 'REST', true],
    ['visitor', 'local', true],
  ] as const)('import hashes and read models: a %s through %s reads them: %s', (caller, api, expected) => {
    expect(siteOrStaffField({ req: req(caller, api) } as never)).toBe(expected)
  })
})
