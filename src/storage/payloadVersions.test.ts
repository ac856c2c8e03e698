import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Stands in for Payload's own dependency check, which src/storage/objectStorage.ts turns off.
const modules = path.resolve(import.meta.dirname, '../../node_modules')
const version = (dir: string): string =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version

const payloadVersion = version(path.join(modules, 'payload'))
const scoped = readdirSync(path.join(modules, '@payloadcms')).map((name) => `@payloadcms/${name}`)
// Published one patch behind the rest (no 3.90.2 exists): the storage pair and the live preview
// pair (src/components/preview); nothing else may differ.
const storage = [
  '@payloadcms/storage-s3',
  '@payloadcms/plugin-cloud-storage',
  '@payloadcms/live-preview-react',
  '@payloadcms/live-preview',
]

describe('Payload packages', () => {
  it('are all at payload’s version, but for the storage and live preview pairs', () => {
    const others = scoped.filter((name) => !storage.includes(name))
    expect(others.map((name) => [name, version(path.join(modules, name))])).toEqual(
      others.map((name) => [name, payloadVersion]),
    )
  })

  it('include those pairs at payload’s minor version', () => {
    const minor = (v: string) => v.split('.').slice(0, 2).join('.')
    for (const name of storage) expect(minor(version(path.join(modules, name)))).toBe(minor(payloadVersion))
  })

  it('use the one copy of payload and @payloadcms/ui (package.json overrides)', () => {
    const nested = scoped.flatMap((name) =>
      ['payload', '@payloadcms/ui']
        .map((dep) => path.join(modules, name, 'node_modules', dep))
        .filter((dir) => existsSync(dir)),
    )
    expect(nested).toEqual([])
  })
})
