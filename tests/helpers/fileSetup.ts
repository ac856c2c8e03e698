/**
 * Runs before each unit and integration test file. The files of a project share their worker
 * (`isolate: false` in vitest.config.ts: Payload, React and the other dependencies load once per
 * worker, not once per file), so each file starts here from what a worker of its own would give
 * it: modules evaluated afresh (no memo or cache of the file before), real timers, and no stubbed
 * global or environment variable. Module mocks need nothing here: Vitest keeps a file's `vi.mock`
 * to that file (checked: a module mocked by one file is real in the next).
 */
import { vi } from 'vitest'

vi.resetModules()
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
