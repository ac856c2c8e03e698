// Spec §5: "Phone formatting: 10 digits grouped 4-2-2-2, 9 digits grouped 3-2-2-2; otherwise
// unchanged." Belgian national numbers have 10 digits for mobiles (0475 12 34 56) and 9 for
// landlines (023 45 67 89). Groups are separated by a plain space.
const GROUPS: Record<number, readonly number[]> = {
  10: [4, 2, 2, 2],
  9: [3, 2, 2, 2],
}

/**
 * Non-digits (spaces, dots, slashes, dashes) are ignored when counting. A number written in
 * international form ('+32 …') is returned unchanged: the national grouping would misplace its
 * country code, and the agent already chose how to write it.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  if (phone.trim().startsWith('+')) return phone
  const digits = phone.replace(/\D/g, '')
  const sizes = GROUPS[digits.length]
  if (!sizes) return phone

  const groups: string[] = []
  let start = 0
  for (const size of sizes) {
    groups.push(digits.slice(start, start + size))
    start += size
  }
  return groups.join(' ')
}
