import { describe, expect, it } from 'vitest'

import { matchAccounts, ownerAccounts } from './owners'
import type { OmnicasaOwner } from './types'

const owner = (ID: number, Email: string, PropertyIDs: number[]): OmnicasaOwner => ({
  ID,
  Title: 'Ms',
  FirstName: `First ${ID}`,
  LastName: `Last ${ID}`,
  Email,
  Phone: '0470 00 00 00',
  Language: 'nl',
  PropertyIDs,
})

describe('ownerAccounts', () => {
  const listings = new Set([1, 2, 3, 4, 5])

  it('gives every address one account, keyed and named by its lowest CRM id, owning every member’s listings', () => {
    const { accounts, accountOf } = ownerAccounts(
      [
        owner(30, 'An@Example.be ', [3, 1]),
        owner(10, 'an@example.be', [1, 2]),
        owner(20, 'bo@example.be', [4]),
      ],
      listings,
    )
    expect(accounts.map((a) => [a.crmId, a.memberIds, a.email, a.data.properties, a.data.firstName])).toEqual(
      [
        [10, [10, 30], 'an@example.be', [1, 2, 3], 'First 10'],
        [20, [20], 'bo@example.be', [4], 'First 20'],
      ],
    )
    expect([...accountOf].sort(([a], [b]) => a - b)).toEqual([
      [10, 10],
      [20, 20],
      [30, 10],
    ])
  })

  it('links only listings being imported', () => {
    const { accounts } = ownerAccounts([owner(1, 'a@example.be', [5, 99])], listings)
    expect(accounts[0]!.data.properties).toEqual([5])
  })
})

describe('matchAccounts', () => {
  const accounts = ownerAccounts(
    [owner(10, 'an@example.be', [1]), owner(30, 'an@example.be', [2]), owner(20, 'bo@example.be', [3])],
    new Set([1, 2, 3]),
  ).accounts
  const stored = (id: number, key: number | null, email: string) => ({
    id,
    key: key === null ? null : String(key),
    email,
  })

  it.each([
    {
      case: 'nothing stored: every account is new',
      rows: [],
      rowOf: [],
      released: [],
    },
    {
      case: 'each account finds its stored row by CRM id',
      rows: [stored(1, 10, 'an@example.be'), stored(2, 20, 'bo@example.be')],
      rowOf: [
        [10, 1],
        [20, 2],
      ],
      released: [],
    },
    {
      case: 'a member’s own account holding the address is the shared account; the other member’s is released',
      rows: [stored(1, 10, 'old@example.be'), stored(3, 30, 'an@example.be')],
      rowOf: [[10, 3]],
      released: [1],
    },
    {
      case: 'an account stored under no CRM id is found by its address',
      rows: [stored(7, null, 'bo@example.be')],
      rowOf: [[20, 7]],
      released: [],
    },
    {
      case: 'an address held by another account’s row is not taken from it',
      rows: [stored(1, 20, 'an@example.be')],
      rowOf: [[20, 1]],
      released: [],
    },
  ])('$case', ({ rows, rowOf, released }) => {
    const match = matchAccounts(accounts, rows)
    expect([...match.rowOf].map(([key, row]) => [key, row.id])).toEqual(rowOf)
    expect(match.released.map((row) => row.id)).toEqual(released)
  })
})
