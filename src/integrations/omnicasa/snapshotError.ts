/**
 * A CRM snapshot file that cannot be used: unreadable, not JSON, or a record that breaks its
 * schema. Names the place precisely so whoever fixes the CRM export can find it:
 * `data/crm/properties.fr.json: record ID 102: field Price: expected number, received string`.
 */
export class SnapshotError extends Error {
  override readonly name = 'SnapshotError'

  constructor(
    /** The file, relative to the snapshot directory (e.g. 'properties.fr.json'). */
    readonly file: string,
    /** The record: 'ID 102' when it has a usable ID, else its position '#3'; null for the whole file. */
    readonly record: string | null,
    /** Dotted path inside the record ('SmallPictureItem.Url', 'Documents[1].Name'); null if none. */
    readonly field: string | null,
    /** What is wrong, without the location ('expected number, received string'). */
    readonly detail: string,
    /** How the file is shown in the message (usually relative to the working directory). */
    displayFile: string = file,
    /** Further problems found in the same file, already formatted. */
    readonly more: readonly string[] = [],
  ) {
    super(SnapshotError.format(displayFile, record, field, detail, more.length))
  }

  static format(file: string, record: string | null, field: string | null, detail: string, more = 0): string {
    const parts = [file]
    if (record !== null) parts.push(`record ${record}`)
    if (field !== null) parts.push(`field ${field}`)
    parts.push(detail)
    const suffix = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'} in this file)` : ''
    return parts.join(': ') + suffix
  }
}
