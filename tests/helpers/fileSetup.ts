/**
 * Runs before each unit and integration test file. The files of a project share their worker
 * (`isolate: false` in vitest.config.ts: Payload, React and the other dependencies load once per
 * worker, not once per file), so each file starts here from what a worker of its own would give
 * it: modules evaluated afresh (no memo or cache of the file before), none of the previous file's
 * module mocks, real timers, and no stubbed global or environment variable.
 * The module mocks the suites use are listed; a file mocking another module adds it here.
 */
import { vi } from 'vitest'

const MOCKED = [
  'server-only',
  '@/env',
  '@/data/payload',
  '@/antispam/captcha',
  'next/navigation',
  'next-intl/server',
]

for (const path of MOCKED) vi.doUnmock(path)
vi.resetModules()
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
