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

/**
 * Stops the process group `groupId` and resolves once none of its processes is left: SIGTERM,
 * then SIGKILL to whatever still runs after `graceMs`. Waiting for the group, not for the process
 * that was started, matters when that one is a wrapper (npm, tsx) that exits before the server
 * it started, which may still be writing into a folder its caller is about to remove.
 */
export async function stopProcessGroup(groupId: number, graceMs = 10_000): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-groupId, name)
    } catch {
      // the group is gone
    }
  }
  const gone = async (deadline: number) => {
    while (processesOfGroup(groupId).length > 0) {
      if (Date.now() > deadline) return false
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return true
  }
  signal('SIGTERM')
  if (await gone(Date.now() + graceMs)) return
  signal('SIGKILL')
  await gone(Date.now() + 5_000)
}
