/**
 * `npm run migrate:create -- name`: writes a migration for each adapter (SQLite and PostgreSQL)
 * from the current collections. Payload's CLI has been seen to exit 0 without writing anything,
 * so the folders are compared before and after.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const name = process.argv[2] ?? 'change'
const postgresUrl = process.env.MIGRATE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const targets = [
  {
    kind: 'sqlite',
    dir: 'src/migrations/sqlite',
    url: `file:${path.join(tmpdir(), `migrate-${Date.now()}.db`)}`,
  },
  { kind: 'postgres', dir: 'src/migrations/postgres', url: postgresUrl },
]

/** Runs Payload's CLI for one adapter and returns the files it added to the folder. */
function create(target: (typeof targets)[number]): string[] {
  mkdirSync(target.dir, { recursive: true })
  const before = new Set(readdirSync(target.dir))
  const result = spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: target.url },
  })
  if (result.status !== 0) {
    console.error(`${target.kind}: payload migrate:create failed (exit ${result.status}).`)
    process.exit(1)
  }
  return readdirSync(target.dir).filter((file) => !before.has(file))
}

// The CLI has exited 0 having printed and written nothing; when one adapter saw a schema change,
// the other must see it too, so an empty run is retried before giving up.
let changed = false
for (const target of targets) {
  let added = create(target)
  for (let attempt = 1; added.length === 0 && changed && attempt < 3; attempt++) {
    console.log(`${target.kind}: nothing written although the schema changed; trying again`)
    added = create(target)
  }
  if (added.length === 0 && changed) {
    console.error(`${target.kind}: no migration written although the schema changed.`)
    process.exit(1)
  }
  changed ||= added.length > 0
  console.log(
    added.length
      ? `${target.kind}: wrote ${added.join(', ')}`
      : `${target.kind}: no schema change, nothing written`,
  )
}
