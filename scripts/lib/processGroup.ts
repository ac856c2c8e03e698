import { readdirSync, readFileSync } from 'node:fs'

/**
 * The ids of every process in the process group `groupId` (Linux /proc): a server started in a
 * group of its own, with everything it started. A process that ends while being read is left out.
 */
export function processesOfGroup(groupId: number): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name (which may hold spaces): state, ppid, pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === groupId) found.push(Number(entry))
    } catch {
      // the process ended meanwhile
    }
  }
  return found
}

/** A process's resident memory in kB (0 once it has ended). */
export function residentKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}
