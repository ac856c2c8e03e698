import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)

/**
 * Chromium 156 opens its address bar's drop-down as two WebUI pages (chrome://omnibox-popup…) in a
 * renderer process of their own for every window, and so for every test's browser context: that
 * doubled the browser's CPU time per test (15 contexts: 34–38 s → 18 s), on a machine where the
 * e2e run is short of CPU. Chromium reads the last --disable-features only, so Playwright's own
 * list (playwright-core 1.56, server/chromium/chromiumSwitches.js) is repeated before ours.
 */
const disabledFeatures = [
  'AcceptCHFrame',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'Translate',
  'AutoDeElevate',
  'RenderDocument',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
]

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
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
