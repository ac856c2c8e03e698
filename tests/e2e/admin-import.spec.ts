/** The CRM import started by staff from the admin, refused when one runs and to anyone but staff. */
import { expect, test } from '@playwright/test'

import { adminToken } from '../helpers/admin'
import { adminOrigin, auth, collectErrors, signIn } from './staffAdmin'

test.use({ baseURL: adminOrigin })

test.describe('staff admin', () => {
  test.describe.configure({ timeout: 120_000 })

  test('staff start a CRM import from the dashboard and follow it to its result', async ({
    page,
    request,
  }) => {
    const errors = await collectErrors(page)
    const token = await adminToken(request)
    const me = await request.get('/api/users/me/', { headers: auth(token) })
    const staffId = ((await me.json()) as { user: { id: number } }).user.id
    await signIn(page)

    const card = page.getByRole('region', { name: 'Last CRM import' })
    const button = card.getByRole('button', { name: 'Import now' })
    await expect(button).toBeEnabled()
    await button.click()
    // While it runs: the step and a progress bar, and no second start.
    await expect(card.getByRole('progressbar', { name: 'Import progress' })).toBeVisible()
    await expect(button).toBeDisabled()
    const result = card.getByRole('region', { name: 'Import finished' })
    await expect(result).toBeVisible({ timeout: 90_000 })
    for (const label of ['New', 'Updated', 'Unchanged', 'Withdrawn', 'Errors']) {
      await expect(result.getByRole('term').filter({ hasText: label })).toBeVisible()
    }
    // The demo snapshot was imported at the first start: this run finds nothing new.
    await expect(result.getByRole('definition').first()).toHaveText('0')
    await expect(result.getByRole('definition').filter({ hasText: 'none' })).toBeVisible()
    await expect(button).toBeEnabled()

    // The run is in the history, recorded as every import is, with who started it.
    const listed = await request.get('/api/crm-imports/?sort=-createdAt&limit=1&depth=0', {
      headers: auth(token),
    })
    const run = ((await listed.json()) as { docs: Record<string, unknown>[] }).docs[0]
    expect(run).toMatchObject({ outcome: 'succeeded', requestedBy: staffId, activeSlot: null, error: null })
    expect(run?.counts).toMatchObject({ properties: { created: 0, withdrawn: 0 } })

    // The history list offers the same action.
    await page.goto('/admin/collections/crm-imports/')
    await expect(page.getByRole('button', { name: 'Import now' })).toBeEnabled()
    expect(errors).toEqual([])
  })

  test('a second start while an import is queued or running is refused', async ({ request }) => {
    const token = await adminToken(request)
    const first = await request.post('/api/crm-imports/import-now/', { headers: auth(token) })
    expect(first.status()).toBe(202)
    const { run } = (await first.json()) as { run: { id: number } }
    const second = await request.post('/api/crm-imports/import-now/', { headers: auth(token) })
    expect(second.status()).toBe(409)
    expect(((await second.json()) as { run: { id: number } }).run.id).toBe(run.id)
    // Let it end before the next test.
    await expect(async () => {
      const status = await request.get(`/api/crm-imports/import-now/?run=${run.id}`, { headers: auth(token) })
      expect(((await status.json()) as { run: { outcome: string } }).run.outcome).toBe('succeeded')
    }).toPass({ timeout: 90_000 })
  })

  test('owners and anonymous visitors cannot start or follow an import', async ({ request }) => {
    const token = await adminToken(request)
    const count = async () =>
      (
        (await (await request.get('/api/crm-imports/?limit=1', { headers: auth(token) })).json()) as {
          totalDocs: number
        }
      ).totalDocs
    const before = await count()

    const anonymous = { Connection: 'close' }
    expect((await request.post('/api/crm-imports/import-now/', { headers: anonymous })).status()).toBe(401)
    expect((await request.get('/api/crm-imports/import-now/', { headers: anonymous })).status()).toBe(401)

    const email = `import-owner-${Date.now()}@example.be`
    const password = 'correct-horse-battery-staple'
    const created = await request.post('/api/owners/', {
      headers: auth(token),
      data: { email, password, firstName: 'Anne', lastName: 'Peeters', language: 'nl' },
    })
    expect(created.ok()).toBe(true)
    const owner = ((await created.json()) as { doc: { id: number } }).doc
    try {
      const login = await request.post('/api/owners/login/', { data: { email, password } })
      expect(login.ok(), await login.text()).toBe(true)
      const ownerToken = ((await login.json()) as { token: string }).token
      const post = await request.post('/api/crm-imports/import-now/', { headers: auth(ownerToken) })
      expect(post.status()).toBe(403)
      const get = await request.get('/api/crm-imports/import-now/', { headers: auth(ownerToken) })
      expect(get.status()).toBe(403)
    } finally {
      await request.delete(`/api/owners/${owner.id}/`, { headers: auth(token) })
    }
    expect(await count()).toBe(before)
  })
})
