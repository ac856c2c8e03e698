/**
 * Runs before each integration test file. The files share their worker (`isolate: false` in
 * vitest.config.ts: Payload and its dependencies load once, not once per file, which halved the
 * suite's time), so each file starts here from what a worker of its own would give it: modules
 * evaluated afresh (no memo or cache of the file before) and none of the previous file's mocks.
 * The mocks the suite uses are listed; a file mocking another module adds it here.
 */
import { vi } from 'vitest'

const MOCKED = ['server-only', '@/data/payload', 'next/navigation']

for (const path of MOCKED) vi.doUnmock(path)
vi.resetModules()
