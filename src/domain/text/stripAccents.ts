// Search and slugs compare names without diacritics ("Liège" typed as "liege"). Canonical
// decomposition (NFD) splits "è" into "e" + a combining mark, which is then dropped.
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '')
}
