/**
 * End-to-end tests in Debian's Chromium. Installs it with apt-get when missing and running as root;
 * otherwise says how to install it. Never downloads a browser of its own.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…')
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' })
    if (update.status !== 0 || install.status !== 0 || !existsSync(chromium)) {
      console.error('Installing chromium with apt-get failed; see the output above.')
      process.exit(1)
    }
  } else {
    console.error(
      `The end-to-end tests need Debian's Chromium at ${chromium}.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to another Chromium binary).',
    )
    process.exit(1)
  }
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
})
process.exit(result.status ?? 1)
