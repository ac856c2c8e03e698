import type { KnipConfig } from 'knip'

// `npx knip` (in `npm test`): files nothing imports, exports nothing uses, and dependencies that
// package.json and the code disagree on. Knip's Next.js, Vitest, Playwright and ESLint plugins
// already know their entry points: the app router's files under src/app (page, layout, route,
// not-found, sitemap, robots, icon…), src/instrumentation.ts, src/proxy.ts, next.config.ts, the
// test files of vitest.config.ts and the specs and global setup of playwright.config.ts.
const config: KnipConfig = {
  entry: [
    // The command-line tools, run with `npx tsx` (README.md, scripts/test-all.sh).
    'scripts/*.ts',
    'scripts/geo/*.ts',
    'bench/*.ts',
    // Payload's config: the app reaches it through the @payload-config alias, the payload CLI
    // (`npm run payload`, generate:types, migrate) by name.
    'src/payload.config.ts',
    // What fakes the outside world has two commands of its own; the rest (demo content, the demo
    // media) is reached from the scripts and the demo media routes.
    'fixtures/crm/generate.ts',
    'fixtures/media/preview.ts',
  ],
  project: ['**/*.{ts,tsx,js,cjs,mjs}', '!src/payload-types.ts'],
  // An export also used inside its own file is not dead code, only visible: it is not reported.
  ignoreExportsUsedInFile: true,
  // Knip's Payload plugin loads src/payload.config.ts to find the admin's import map, which starts
  // the whole CMS inside knip: it then often exits 13 (unsettled top-level await) without a report.
  // The generated import map is imported by the admin's page and layout anyway, so it is found.
  // What the plugin would add is the project pattern above: src/payload-types.ts is generated
  // (`npm run generate:types`) and declares every collection's type whether the code names it or
  // not, so it is left out. src/migrations stays in: src/db/migrations.ts imports every one.
  payload: false,
  ignoreDependencies: [
    // Read from disk, not imported: src/monaco/version.ts serves node_modules/monaco-editor/min/vs
    // to the admin's code editor (decision 020).
    'monaco-editor',
    // Loaded with createRequire (it ships no types): tests/helpers/s3.ts.
    's3rver',
    // Its jar is run by path with the machine's Java, not imported: tests/e2e/html-validity.spec.ts.
    'vnu-jar',
    // Its scan.js is run by path in a process of its own: tests/helpers/observatory.ts.
    '@mdn/mdn-http-observatory',
  ],
  // System commands: scripts/e2e.ts installs Debian's Chromium with apt-get when missing;
  // tests/e2e/html-validity.spec.ts runs the validator's jar with java; tests/helpers/tlsTerminator.ts
  // makes a test certificate authority with openssl.
  ignoreBinaries: ['apt-get', 'java', 'openssl'],
}

export default config
