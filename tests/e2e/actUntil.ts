import { expect } from '@playwright/test'

/**
 * Acts (a press, a click) until `opened` holds, for controls that do nothing before the page has
 * hydrated. Never acts once opened: a second press would close a menu, or land inside a lightbox.
 * Each action gets a second: an action has no limit of its own, and one whose target the opened
 * part hides (the open lightbox takes the page out of the accessibility tree) waited for the test's
 * whole minute (CI, property.spec: the lightbox open in the snapshot, every check failed).
 */
export async function actUntil(
  opened: () => Promise<boolean>,
  act: (options: { timeout: number }) => Promise<void>,
): Promise<void> {
  await expect(async () => {
    if (!(await opened())) await act({ timeout: 1000 })
    await expect.poll(opened, { timeout: 3000 }).toBe(true)
  }).toPass()
}
