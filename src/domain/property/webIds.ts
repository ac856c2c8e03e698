/**
 * The web types a listing belongs to (spec §3: "WebID, WebIDs (comma-separated)"): its main type's
 * WebID first, then every other one the CRM lists. An investment building with shops ("5,6") is
 * found under both "investment" and "retail", in the list filter and in the search box's counts.
 * Anything that is not a positive whole number is left out.
 */
export function listingWebIds(main: number | null | undefined, list: string | null | undefined): number[] {
  const ids: number[] = []
  const add = (value: number) => {
    if (Number.isInteger(value) && value > 0 && !ids.includes(value)) ids.push(value)
  }
  if (typeof main === 'number') add(main)
  for (const part of (list ?? '').split(',')) {
    const text = part.trim()
    if (/^\d+$/.test(text)) add(Number(text))
  }
  return ids
}

/**
 * Several CRM types share a web type (house, flat and studio are all 1), and a search link or list
 * filter can only name the web type (spec §2: `type={web id}`): so each web type is one choice,
 * named by every type it covers, in the order given (the CRM's ShowOrder).
 */
export function typesByWebId(types: readonly { webId: number; name: string | null | undefined }[]): {
  webId: number
  names: string[]
}[] {
  const groups = new Map<number, string[]>()
  for (const type of types) {
    const names = groups.get(type.webId) ?? []
    if (type.name && !names.includes(type.name)) names.push(type.name)
    groups.set(type.webId, names)
  }
  return [...groups].map(([webId, names]) => ({ webId, names }))
}
