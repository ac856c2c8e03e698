import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

type JsonRecord = Record<string, unknown>

/** A private copy of the shipped CRM snapshot that a test may edit. */
export function copySnapshot(): {
  dir: string
  edit: (file: string, change: (records: JsonRecord[]) => JsonRecord[]) => void
  remove: () => void
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-snapshot-'))
  cpSync(path.resolve('data/crm'), dir, { recursive: true })
  return {
    dir,
    edit(file, change) {
      const full = path.join(dir, file)
      const records = JSON.parse(readFileSync(full, 'utf8')) as JsonRecord[]
      writeFileSync(full, JSON.stringify(change(records), null, 2))
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
