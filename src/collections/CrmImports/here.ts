import { hostname } from 'node:os'

import { type Here, runnerId } from '@/domain/admin/importRun'

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** This process's host and a check of its processes, for telling an abandoned import run. */
export const here: Here = { host: hostname(), alive }

/** This process as the runner of an import (`host#pid`). */
export const thisRunner = (): string => runnerId({ host: here.host, pid: process.pid })
