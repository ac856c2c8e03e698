import type { OmnicasaOwner } from './types'

/** An owner-portal account: every CRM owner record with its e-mail address, under the lowest CRM id. */
export type OwnerAccount = {
  /** The account's key: the lowest CRM id among `memberIds`; stored as the account's `crmId`. */
  crmId: number
  memberIds: number[]
  /** The address, as Payload stores it (trimmed, lower case: Payload's login looks it up so). */
  email: string
  data: Record<string, unknown>
}

export const normalEmail = (email: string): string => email.trim().toLowerCase()

/**
 * One account per e-mail address, compared without case: an agency records one person as several
 * CRM owners (a couple's two files, a re-registered seller), and the portal logs in by address,
 * which Payload keeps unique. The account takes its name, phone and language from the member with
 * the lowest CRM id and owns the listings of every member (each once, in CRM id order).
 * `listingIds`: the listings being imported; others cannot be linked.
 */
export function ownerAccounts(
  owners: readonly OmnicasaOwner[],
  listingIds: ReadonlySet<number>,
): { accounts: OwnerAccount[]; accountOf: Map<number, number> } {
  const byEmail = new Map<string, OmnicasaOwner[]>()
  for (const owner of [...owners].sort((a, b) => a.ID - b.ID)) {
    const email = normalEmail(owner.Email)
    byEmail.set(email, [...(byEmail.get(email) ?? []), owner])
  }
  const accountOf = new Map<number, number>()
  const accounts = [...byEmail].map(([email, members]): OwnerAccount => {
    const first = members[0]!
    for (const member of members) accountOf.set(member.ID, first.ID)
    const properties = [...new Set(members.flatMap((m) => m.PropertyIDs))].filter((id) => listingIds.has(id))
    return {
      crmId: first.ID,
      memberIds: members.map((m) => m.ID),
      email,
      data: {
        email,
        crmId: first.ID,
        firstName: first.FirstName,
        lastName: first.LastName,
        phone: first.Phone,
        language: first.Language,
        properties,
      },
    }
  })
  return { accounts: accounts.sort((a, b) => a.crmId - b.crmId), accountOf }
}

type Stored = { id: number; key: string | null; email: string | null }

/**
 * Which stored account each CRM account updates, and which stored accounts stop standing for a CRM
 * owner. An account is first the stored one with a member's CRM id (the one already holding the
 * address if several, else the lowest id), then the one holding the address. Another stored
 * account of a member (two owners now sharing an address, each with an account from before) is
 * released: it keeps its password and address but loses its CRM id and its listings, which the
 * shared account now owns.
 */
export function matchAccounts<T extends Stored>(
  accounts: readonly OwnerAccount[],
  stored: readonly T[],
): { rowOf: Map<number, T>; released: T[] } {
  const byCrmId = new Map(stored.filter((s) => s.key !== null).map((s) => [Number(s.key), s]))
  const byEmail = new Map(stored.filter((s) => s.email !== null).map((s) => [s.email!, s]))
  const rowOf = new Map<number, T>()
  const used = new Set<T>()
  const released: T[] = []
  for (const account of accounts) {
    const candidates = account.memberIds.flatMap((id) => byCrmId.get(id) ?? [])
    const row = candidates.find((c) => c.email === account.email) ?? candidates[0]
    if (row) {
      rowOf.set(account.crmId, row)
      used.add(row)
    }
    released.push(...candidates.filter((c) => c !== row))
  }
  for (const account of accounts) {
    if (rowOf.has(account.crmId)) continue
    const row = byEmail.get(account.email)
    if (row && !used.has(row)) {
      rowOf.set(account.crmId, row)
      used.add(row)
    }
  }
  return { rowOf, released: released.filter((r) => !used.has(r)) }
}
