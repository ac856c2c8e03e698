import { expect, test } from '@playwright/test'

import { waitForHydration } from './staffAdmin'

test.describe('a fresh start', () => {
  test('npm start migrated, seeded and printed the admin credentials once', () => {
    const output = process.env.E2E_START_OUTPUT ?? ''
    expect(output).toMatch(/Migrat/)
    expect(output.match(/password:/g)).toHaveLength(1)
  })

  test('the home page renders in French', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Les dernières offres' })).toBeVisible()
    // The latest four offers come from the imported CRM snapshot.
    await expect(page.getByRole('list', { name: 'Les dernières offres' }).getByRole('listitem')).toHaveCount(
      4,
    )
  })

  test('the admin login works with the printed credentials', async ({ page }) => {
    const email = process.env.E2E_ADMIN_EMAIL as string
    const password = process.env.E2E_ADMIN_PASSWORD as string
    await page.goto('/admin/login')
    await waitForHydration(page)
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
    await expect(page.getByRole('link', { name: /Properties|Biens|Eigendommen/i }).first()).toBeVisible()
  })

  test('a wrong password is refused', async ({ page }) => {
    await page.goto('/admin/login')
    await waitForHydration(page)
    await page.locator('input[name="email"]').fill(process.env.E2E_ADMIN_EMAIL as string)
    await page.locator('input[name="password"]').fill('not-the-password')
    await page.locator('button[type="submit"]').click()
    await expect(page.getByText('The email or password provided is incorrect.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
