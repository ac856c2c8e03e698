import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The installed monaco-editor package (package.json pins it), read where npm put it. */
export const monacoPackageDir = path.join(process.cwd(), 'node_modules', 'monaco-editor')

/** Its version, part of every address under which its files are served. */
export const monacoVersion: string = (
  JSON.parse(readFileSync(path.join(monacoPackageDir, 'package.json'), 'utf8')) as { version: string }
).version

/** Where the admin's code editor loads Monaco from: the site itself (src/app/monaco-editor). */
export const monacoBase = `/monaco-editor/${monacoVersion}/vs`
