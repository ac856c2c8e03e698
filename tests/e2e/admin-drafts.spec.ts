/** Drafts and live preview in the staff admin (decision 023): edited as a draft, previewed by staff only, on the site once published. */
import { expect, type Locator, test } from '@playwright/test'

import { adminToken } from '../helpers/admin'
import { adminOrigin, auth, openLivePreview, signIn } from './staffAdmin'

test.use({ baseURL: adminOrigin })

/**
 * Puts the caret at the end of the editor's last paragraph. A click lands where the pointer is and
 * Control+End did not always follow under load: the next sentence was then typed into the middle
 * of the previous one ("dans l</p><p>Et une deuxième…’éditeur"), and the page never showed it whole.
 */
async function caretAtEnd(editor: Locator): Promise<void> {
  await editor.locator('p').last().click()
  await editor.evaluate((root) => {
    const paragraphs = root.querySelectorAll('p')
    const last = paragraphs[paragraphs.length - 1]
    if (!last) return
    const range = document.createRange()
    range.selectNodeContents(last)
    range.collapse(false)
    const selection = window.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
  })
  // Lexical takes the DOM selection on its next selectionchange.
  await editor.page().waitForTimeout(100)
}

test.describe('staff admin', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an article’s body edited in the rich-text editor is a draft, seen in the live preview, on the site once published', async ({
    browser,
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const found = await request.get('/api/articles/?where[slug][equals]=vente&locale=fr&depth=0', {
      headers: auth(token),
    })
    const article = ((await found.json()) as { docs: { id: number; content: unknown }[] }).docs[0]
    if (!article) throw new Error('the demo article “vente” is missing')
    const sentence = `Une phrase ajoutée dans l’éditeur ${Date.now()}.`
    const second = `Et une deuxième, vue dans l’aperçu ${Date.now()}.`
    // What a visitor sees: a browser of its own, without the staff member's cookies (no preview).
    const visitor = await (await browser.newContext({ baseURL: adminOrigin })).newPage()
    const visitorSees = async () => {
      await visitor.goto('/fr/services/vente/')
      return (await visitor.getByRole('main').innerText()).includes(sentence)
    }
    const draftHolds = async (text: string) => {
      const response = await request.get(`/api/articles/${article.id}/?draft=true&locale=fr&depth=0`, {
        headers: auth(token),
      })
      return JSON.stringify(await response.json()).includes(text)
    }

    try {
      await signIn(page)
      await page.goto(`/admin/collections/articles/${article.id}/?locale=fr`)
      const editor = page.locator('.field-type.rich-text-lexical').getByRole('textbox')
      // The editor is in the page before React has hydrated it; keys typed earlier are lost. Type
      // the new paragraph again until autosave has stored it as a draft.
      await page.waitForLoadState('networkidle')
      await expect(async () => {
        await caretAtEnd(editor)
        await page.keyboard.press('Enter')
        await page.keyboard.type(sentence)
        await expect.poll(() => draftHolds(sentence), { timeout: 6_000 }).toBe(true)
      }).toPass({ timeout: 45_000 })
      // Saved as a draft only: visitors still see the published article.
      expect(await visitorSees()).toBe(false)

      // The live preview shows the draft beside the form, and each autosave after.
      await openLivePreview(page)
      const preview = page.frameLocator('iframe').first()
      await expect(preview.getByRole('main')).toContainText(sentence, { timeout: 30_000 })
      await expect(preview.getByRole('status').filter({ hasText: 'Aperçu' })).toBeVisible()
      await caretAtEnd(editor)
      await page.keyboard.press('Enter')
      await page.keyboard.type(second)
      await expect(preview.getByRole('main')).toContainText(second, { timeout: 30_000 })
      expect(await visitorSees()).toBe(false)

      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect.poll(visitorSees, { timeout: 30_000 }).toBe(true)
    } finally {
      await visitor.context().close()
      await request.patch(`/api/articles/${article.id}/?locale=fr`, {
        headers: auth(token),
        data: { content: article.content, _status: 'published' },
      })
    }
  })

  test('the home banner’s title changed as a draft shows in the live preview of the home page, on the site once published', async ({
    browser,
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const read = async (draft: boolean) => {
      const response = await request.get(
        `/api/globals/home-banner/?locale=fr&depth=0${draft ? '&draft=true' : ''}`,
        {
          headers: auth(token),
        },
      )
      return (await response.json()) as { searchBlock?: { title?: string | null } }
    }
    const before = (await read(false)).searchBlock?.title ?? null
    const title = `Votre maison, notre métier ${Date.now()}`
    const visitor = await (await browser.newContext({ baseURL: adminOrigin })).newPage()
    const visitorSees = async () => {
      await visitor.goto('/fr/')
      return (await visitor.getByRole('heading', { level: 1 }).innerText()).includes(title)
    }
    try {
      await signIn(page)
      await page.goto('/admin/globals/home-banner/?locale=fr')
      await page.waitForLoadState('networkidle')
      const field = page.locator('input[name="searchBlock.title"]')
      await expect(async () => {
        await field.fill(title)
        await expect.poll(async () => (await read(true)).searchBlock?.title, { timeout: 6_000 }).toBe(title)
      }).toPass({ timeout: 45_000 })
      expect(await visitorSees()).toBe(false)

      await openLivePreview(page)
      const preview = page.frameLocator('iframe').first()
      await expect(preview.getByRole('heading', { level: 1 })).toContainText(title, { timeout: 30_000 })

      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect.poll(visitorSees, { timeout: 30_000 }).toBe(true)
    } finally {
      await visitor.context().close()
      await request.post('/api/globals/home-banner/?locale=fr', {
        headers: auth(token),
        data: { searchBlock: { title: before }, _status: 'published' },
      })
    }
  })

  test('a preview is for signed-in staff only: anyone else is sent to the login', async ({ playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: adminOrigin })
    try {
      const answer = await visitor.get('/preview/?collection=pages&id=1&locale=fr', { maxRedirects: 0 })
      expect(answer.status()).toBe(307)
      expect(answer.headers().location).toMatch(/^\/admin\/login\/\?redirect=/)
      expect(answer.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
    } finally {
      await visitor.dispose()
    }
  })
})
