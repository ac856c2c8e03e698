import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@fixtures': path.resolve(import.meta.dirname, 'fixtures'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
}

/**
 * The system test files run side by side, one per CPU. Vitest starts the files it knows to be
 * longest first, but a fresh clone (CI) knows nothing and starts the largest files: the leads'
 * file, twice as long as any other, could then start last and leave one CPU idle for minutes. So
 * the system files start in this order (the longest first); every other project keeps Vitest's.
 */
const SYSTEM_ORDER = [
  'leadsFuzz.test.ts',
  'leads.test.ts',
  // npm test runs it alone, after the others (scripts/test-all.sh).
  'edges.test.ts',
  'instances.test.ts',
  'leadsPostgres.test.ts',
  'publicOrigins.test.ts',
  'serverProcesses.test.ts',
]

class SystemFirstLongest extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isSystem = (spec: TestSpecification) => spec.project.name === 'system'
    const rank = (spec: TestSpecification) => {
      const index = SYSTEM_ORDER.indexOf(path.basename(spec.moduleId))
      return index === -1 ? SYSTEM_ORDER.length : index
    }
    // The system files take the system files' places in this order; every other file stays put.
    const system = sorted.filter(isSystem).sort((a, b) => rank(a) - rank(b))
    let next = 0
    return sorted.map((spec) => (isSystem(spec) ? (system[next++] as TestSpecification) : spec))
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: SystemFirstLongest },
    projects: [
      {
        resolve: { alias },
        // Component tests (*.test.tsx) compile JSX with React's automatic runtime, as Next does.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'fixtures/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // As the integration tests: 155 files in 19 s instead of 53 s.
          isolate: false,
          setupFiles: ['tests/helpers/fileSetup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // One worker for all files, each started afresh by fileSetup.ts: a worker per file loaded
          // Payload and its dependencies again for each of the 34 files (about 3 s each).
          isolate: false,
          setupFiles: ['tests/helpers/fileSetup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 600_000,
          // Side by side (SystemFirstLongest orders them): each file's server is single-threaded,
          // so one file alone left a CPU idle half the time. One file more than the CPUs: the
          // leads' file spends two minutes waiting for a killed process's claims to expire.
          // (Vitest's default is one worker fewer than the CPUs: one on two.)
          maxWorkers: availableParallelism() + 1,
        },
      },
    ],
  },
})
