import { type APIRequestContext, expect } from '@playwright/test'

/** A JWT for the admin that global setup created (its credentials printed by `npm start`). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}
