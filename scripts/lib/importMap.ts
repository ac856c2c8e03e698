import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const file = 'src/app/(payload)/admin/importMap.js'

/**
 * Writes the admin's import map (the components Payload's admin renders: the rich-text editor,
 * the dashboard, storage handlers) from the config. Payload's CLI exits 0 having done nothing when
 * Node 20 deadlocks on Lexical's top-level await (docs/decisions/006), which left the map empty and
 * every rich-text field blank: it runs with the `production` condition, and its result is checked.
 */
export function generateImportMap(): void {
  const result = spawnSync('npx', ['payload', 'generate:importmap'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=production`.trim(),
    },
  })
  if (result.status !== 0) throw new Error(`payload generate:importmap failed (exit ${result.status})`)
  if (!readFileSync(file, 'utf8').includes('RscEntryLexicalField')) {
    throw new Error(`payload generate:importmap left ${file} without the rich-text editor`)
  }
}
