/**
 * The admin at one of the site's other names (SITE_ALIASES, issue 13): every call it makes stays
 * on the origin it was opened at. With Payload's serverURL set to SITE_URL, unpublishing, the
 * relationship and upload fields and the live preview went to SITE_URL instead, without the
 * session cookie the alias holds, and failed.
 */
import { expect, test } from '@playwright/test'

import { adminToken } from '../helpers/admin'
import { adminOrigin, aliasOrigin, auth, collectErrors, openLivePreview, signIn } from './staffAdmin'

test.use({ baseURL: aliasOrigin })

test('at an alias, the admin unpublishes and previews, and nothing it loads leaves that origin', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000)
  const api = await playwright.request.newContext({ baseURL: adminOrigin })
  const token = await adminToken(api)
  const stamp = Date.now()
  const created = await api.post('/api/pages/?locale=fr', {
    headers: auth(token),
    data: {
      name: `Page d’alias ${stamp}`,
      path: `alias-${stamp}`,
      originalPath: `/alias-${stamp}/`,
      type: 'page',
      status: 'published',
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const offOrigin: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== aliasOrigin && !url.protocol.startsWith('data')) offOrigin.push(request.url())
  })
  try {
    const errors = await collectErrors(page)
    await signIn(page)
    await expect(
      page.getByRole('alert').filter({ hasText: 'Open the admin at its own address' }),
    ).toHaveCount(0)
    await page.goto(`/admin/collections/pages/${id}/?locale=fr`)

    // Unpublish is in the document's menu (⋯); a click before hydration opens nothing, so again.
    const unpublish = page.getByRole('button', { name: 'Unpublish', exact: true })
    await expect(async () => {
      await page.locator('.doc-controls__dots').click()
      await expect(unpublish).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await unpublish.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText('Unpublished successfully')).toBeVisible()
    const stored = await api.get(`/api/pages/${id}/?locale=fr&depth=0`, { headers: auth(token) })
    expect(((await stored.json()) as { _status: string })._status).toBe('draft')

    await openLivePreview(page)
    const frame = page.locator('iframe').first()
    await expect(frame).toHaveAttribute('src', new RegExp(`^${aliasOrigin}/preview/`))
    await expect(
      page.frameLocator('iframe').first().getByRole('status').filter({ hasText: 'Aperçu' }),
    ).toBeVisible({ timeout: 30_000 })

    expect(offOrigin).toEqual([])
    expect(errors).toEqual([])
  } finally {
    await api.delete(`/api/pages/${id}/`, { headers: auth(token) })
    await api.dispose()
  }
})
