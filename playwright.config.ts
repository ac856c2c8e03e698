import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // One worker: several specs change site-wide settings (popup, consent IDs, banner type, a
  // withdrawn listing) and restore them; run side by side they would see each other's changes.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // One folder per shard (each has its own port): Playwright empties its output folder when a run
  // starts, and a shared one lost the other shard's trace files mid-test ("ENOENT … .network").
  outputDir: `test-results/${port}`,
  // A test's whole time, not a speed check. The longest form journeys take 14–18 s alone; two
  // shards on two slow cores stretched them past 30 s (the same build, the same host: 17 s alone,
  // over 30 s beside the other shard), so they get room. Assertions keep their own, shorter waits.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace slowed every test by about a fifth (routes: 4.3 → 3.5 min alone); CI
    // retries a failed test once, and that retry keeps its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
