/** How many records of one collection a run created, updated, left unchanged or withdrew. */
export type ImportTally = Partial<Record<'created' | 'updated' | 'unchanged' | 'withdrawn', number>>

// A stack of several kilobytes helps nobody on the dashboard; the server log keeps the whole error.
const MAX_ERROR_LENGTH = 2_000

/** What staff read of a failed run: the error's message, cut to a readable length. */
export function importErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error)
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text
}
