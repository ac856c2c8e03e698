import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

type JsonRecord = Record<string, unknown>

/** The languages the shipped snapshot has listings in. */
const languages = ['fr', 'nl', 'en'] as const

/** A private copy of the shipped CRM snapshot that a test may edit. */
export function copySnapshot(): {
  dir: string
  edit: (file: string, change: (records: JsonRecord[]) => JsonRecord[]) => void
  /** Changes one listing in every language's file. */
  editListing: (id: number, change: (record: JsonRecord) => JsonRecord) => void
  remove: () => void
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-snapshot-'))
  cpSync(path.resolve('data/crm'), dir, { recursive: true })
  const edit = (file: string, change: (records: JsonRecord[]) => JsonRecord[]) => {
    const full = path.join(dir, file)
    const records = JSON.parse(readFileSync(full, 'utf8')) as JsonRecord[]
    writeFileSync(full, JSON.stringify(change(records), null, 2))
  }
  return {
    dir,
    edit,
    editListing(id, change) {
      for (const language of languages) {
        edit(`properties.${language}.json`, (records) => records.map((r) => (r.ID === id ? change(r) : r)))
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
