/** The staff dashboard: what waits for staff, and the links they use most. */
import { expect, test } from '@playwright/test'

import { adminToken } from '../helpers/admin'
import { adminOrigin, auth, createWithLocalApi, figure, signIn } from './staffAdmin'

test.use({ baseURL: adminOrigin })

test.describe('staff admin', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the dashboard counts new leads and testimonials waiting for approval', async ({ page, request }) => {
    const token = await adminToken(request)
    await signIn(page)
    const leadsBefore = await figure(page, 'New leads')
    const pendingBefore = await figure(page, 'Testimonials awaiting approval')

    const email = `dashboard-${Date.now()}@example.be`
    createWithLocalApi([{ collection: 'leads', data: { form: 'site-contact', locale: 'fr', email } }])
    const created = await request.post('/api/testimonials/', {
      headers: auth(token),
      data: { name: 'Dashboard test', comment: 'Waiting for approval.', approved: false },
    })
    expect(created.ok()).toBe(true)
    const testimonial = ((await created.json()) as { doc: { id: number } }).doc

    try {
      await page.reload()
      expect(await figure(page, 'New leads')).toBe(leadsBefore + 1)
      expect(await figure(page, 'Testimonials awaiting approval')).toBe(pendingBefore + 1)
      await expect(page.getByRole('region', { name: 'Last CRM import' })).toBeVisible()
      for (const link of ['Home banner', 'Popup', 'Menu pages']) {
        await expect(
          page.getByRole('navigation', { name: 'Edit often' }).getByRole('link', { name: link }),
        ).toBeVisible()
      }

      await page.getByRole('link', { name: 'Open the new leads' }).click()
      await expect(page.getByRole('cell', { name: email })).toBeVisible()
    } finally {
      await request.delete(`/api/testimonials/${testimonial.id}/`, { headers: auth(token) })
      await request.delete(`/api/leads/?where[email][equals]=${encodeURIComponent(email)}`, {
        headers: auth(token),
      })
    }
  })
})
