/**
 * A staff member who forgot the password (issue 17: Payload's forgot-password answered 500 on
 * every call on SQLite): the admin's own screen, the mail through the outbox to a real SMTP server,
 * and the link's reset view, which signs the staff member in. The password is set to the one the
 * other specs use, so they still sign in.
 */
import { expect, test } from '@playwright/test'

import { waitForMail } from './mailbox'
import { adminOrigin, waitForHydration } from './staffAdmin'

// Traced on its first try too: it still fails now and then in CI with the page left on "Reset
// Password", its fields filled and no toast (December), and only a trace can tell whether the
// request left the browser and when it was answered.
test.use({ baseURL: adminOrigin, trace: 'on' })

test('the admin’s “forgot password” mails a link that sets a new password and signs in', async ({ page }) => {
  test.setTimeout(120_000)
  const email = process.env.E2E_ADMIN_EMAIL ?? ''
  const password = process.env.E2E_ADMIN_PASSWORD ?? ''
  await page.goto('/admin/forgot/')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(email)
  const asked = Date.now()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Email Sent' })).toBeVisible()

  const mail = await waitForMail((m) => Boolean(m.to?.includes(email)) && Date.parse(m.date) >= asked - 2000)
  const link = /https?:\/\/\S+\/admin\/reset\/[0-9a-f]{64}/.exec(mail.text ?? '')?.[0]
  expect(link, mail.text ?? '').toBeTruthy()
  await page.goto(new URL(link!).pathname)
  await waitForHydration(page)
  await page.getByLabel('New Password').fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible({ timeout: 60_000 })
})
