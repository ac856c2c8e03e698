import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'

import { adminToken } from '../helpers/admin'
import { actUntil } from './actUntil'
import { adminOrigin, signIn } from './staffAdmin'

test.use({ baseURL: adminOrigin })

const stamp = Date.now()
const wanted = `inbox-wanted-${stamp}@example.be`
const other = `inbox-other-${stamp}@example.be`
const subject = `Inbox test ${stamp}`

type Made = { leads: number[]; mail: number }

/**
 * Two leads of different forms and an e-mail sent for the first, written as the site writes them:
 * with the Local API, in a short process on the server's database (their REST create is closed).
 * The e-mail's HTML carries a script, which the admin's preview must not run.
 */
function makeInbox(): Made {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: global setup did not run')
  const html = `<!doctype html><html><body><h1>${subject}</h1><p>Bonjour Marie,</p><script>document.body.dataset.ran = 'yes'</script></body></html>`
  const code = `(async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    const wanted = await payload.create({ collection: 'leads', data: { form: 'contact-me', locale: 'fr', firstName: 'Marie', lastName: 'Peeters', email: ${JSON.stringify(wanted)} } })
    const other = await payload.create({ collection: 'leads', data: { form: 'site-contact', locale: 'fr', email: ${JSON.stringify(other)} } })
    const mail = await payload.create({ collection: 'mails', data: {
      lead: wanted.id, kind: 'visitor-confirmation', locale: 'fr', status: 'sent', via: 'file', attempts: 1,
      from: 'site@example.be', to: ${JSON.stringify(wanted)}, subject: ${JSON.stringify(subject)},
      text: 'Bonjour Marie,', html: ${JSON.stringify(html)},
    } })
    process.stdout.write(JSON.stringify({ leads: [wanted.id, other.id], mail: mail.id }) + '\\n')
    process.exit(0)
  })().catch((error) => { console.error(error); process.exit(1) })`
  const result = spawnSync('npx', ['tsx', '--conditions=production', '-e', code], {
    encoding: 'utf8',
    timeout: 120_000,
    // As `npm start` runs the demo, so this process neither regenerates types nor checks dependencies.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
      SITE_URL: '',
      NODE_ENV: 'production',
      AGENCY_DEMO: '1',
    },
  })
  if (result.status !== 0) throw new Error(`creating the inbox failed:\n${result.stderr}`)
  const line = result.stdout.trim().split('\n').at(-1) ?? ''
  return JSON.parse(line) as Made
}

/** The CSV's records (`;`, quoted fields, CRLF), without its byte-order mark. */
function records(csv: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i]
    if (quoted && char === '"' && csv[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') quoted = !quoted
    else if (!quoted && char === ';') {
      row.push(cell)
      cell = ''
    } else if (!quoted && char === '\r' && csv[i + 1] === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
      i++
    } else cell += char
  }
  return rows
}

test.describe('the staff’s inbox', () => {
  test.describe.configure({ timeout: 120_000 })
  let made: Made

  test.beforeAll(() => {
    made = makeInbox()
  })

  test.afterAll(async ({ request }) => {
    const token = await adminToken(request)
    const headers = { Authorization: `JWT ${token}`, Connection: 'close' }
    await request.delete(`/api/mails/${made.mail}/`, { headers })
    for (const id of made.leads) await request.delete(`/api/leads/${id}/`, { headers })
  })

  test('leads filtered by form export as a CSV of exactly those leads', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/collections/leads/')
    await expect(page.getByRole('cell', { name: other })).toBeVisible()

    // Payload's filter controls: field, operator (equals by default), value.
    await page.getByRole('button', { name: 'Filters' }).click()
    // A click that comes before the list view is ready adds nothing ("No filters set" in a CI
    // rehearsal): press until a condition is there.
    const addFilter = page.getByRole('button', { name: 'Add Filter' })
    await actUntil(
      async () => (await page.locator('.condition').count()) > 0,
      (options) => addFilter.click(options),
    )
    const condition = page.locator('.condition').first()
    await condition.locator('.condition__field').getByRole('combobox').fill('Form')
    await page.getByRole('option', { name: 'Form', exact: true }).click()
    await condition.locator('.condition__value').getByRole('combobox').click()
    await page.getByRole('option', { name: 'Contact me', exact: true }).click()
    await page.waitForURL(/where/)
    await expect(page.getByRole('cell', { name: wanted })).toBeVisible()
    await expect(page.getByRole('cell', { name: other })).toHaveCount(0)

    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    await expect(exportLink).toHaveAttribute('href', /^\/api\/leads\/export\.csv\?where/)
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    const [header, ...rows] = records(bytes.subarray(3).toString('utf8'))
    expect(header?.slice(0, 6)).toEqual(['Date', 'Form', 'Status', 'First name', 'Last name', 'E-mail'])
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row[1] === 'Contact me')).toBe(true)
    const emails = rows.map((row) => row[5])
    expect(emails).toContain(wanted)
    expect(emails).not.toContain(other)
  })

  test('an e-mail’s HTML shows in a sandboxed frame, its text part below', async ({ page }) => {
    await signIn(page)
    await page.goto(`/admin/collections/mails/${made.mail}/`)
    const frame = page.getByTitle('HTML version of this e-mail')
    await expect(frame).toBeVisible({ timeout: 30_000 })
    await expect(frame).toHaveAttribute('sandbox', '')
    const body = page.frameLocator('iframe[title="HTML version of this e-mail"]')
    await expect(body.getByRole('heading', { name: subject })).toBeVisible()
    // No script runs inside: the mail's own script would have marked its body.
    await expect(body.locator('body')).not.toHaveAttribute('data-ran', 'yes')
    await expect(page.getByLabel('Message (text version)')).toHaveValue('Bonjour Marie,')
  })
})
