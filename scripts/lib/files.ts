import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** The files at `entry`: itself if it is a file, else every file under it, in name order; none if it is missing. */
export function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry)
    .sort()
    .flatMap((child) => filesUnder(path.join(entry, child)))
}
