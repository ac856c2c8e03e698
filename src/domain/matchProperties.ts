/**
 * Spec §5: "property search is exact-token matching on ID". The query is split on spaces and
 * commas, and a property matches when one token is exactly its reference ID: '123' finds 123,
 * not 1234. Results keep the input order.
 */
export function matchProperties<P extends { id: string | number }>(
  query: string,
  properties: readonly P[],
): P[] {
  const tokens = new Set(query.split(/[\s,;]+/).filter(Boolean))
  if (tokens.size === 0) return []
  return properties.filter((property) => tokens.has(String(property.id)))
}
