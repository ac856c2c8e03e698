import { expect, type Locator, type Page } from '@playwright/test'

import { FORM_TOKEN_FIELD } from '@/domain/antispam/fields'
import { parseFormToken } from '@/domain/antispam/formToken'
import {
  type ErrorCode,
  escape,
  type FilePayload,
  type FormKey,
  type FormsMessages,
  type Lang,
  texts,
  thankYou,
  type Values,
} from './leadData'

// Drives the visitor forms of issue 15 as a person does: fields found by their label (the texts
// of messages/{lang}/Forms.json), errors read as assistive technology reads them (aria-invalid and
// the field's description), the spam check's widget left to solve by itself.

/** A submission must come at least 3 s after the render (src/domain/antispam/judge.ts), with margin. */
const MIN_FILL_MS = 3_500

/**
 * One visitor form on a page, found by its submit button (each form's button says what it does).
 * Call `rendered()` right before the navigation that renders the page: the spam guard's clock
 * starts with the render.
 */
export class LeadForm {
  readonly form: Locator
  readonly t: FormsMessages
  private renderedAt = Date.now()
  private sentCaptcha = ''

  /** Without JavaScript every answer is a new render of the page, with a new render time. */
  readonly javaScript: boolean

  constructor(
    readonly page: Page,
    readonly key: FormKey,
    readonly lang: Lang,
    { javaScript = true }: { javaScript?: boolean } = {},
  ) {
    this.javaScript = javaScript
    this.t = texts[lang]
    this.form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: this.t.forms[key]!.submit, exact: true }) })
  }

  get submitButton(): Locator {
    return this.form.getByRole('button', { name: this.t.forms[this.key]!.submit, exact: true })
  }

  /** The summary above the fields (the spam check's widget may announce itself as an alert too). */
  get summary(): Locator {
    return this.form.getByRole('alert').first()
  }

  get captcha(): Locator {
    return this.form.locator('input[name="captcha"]')
  }

  rendered(): void {
    this.renderedAt = Date.now()
    this.sentCaptcha = ''
  }

  async goto(url: string): Promise<void> {
    this.rendered()
    const response = await this.page.goto(url)
    expect(response?.status(), url).toBe(200)
  }

  /**
   * A disclosure form (<details>) opened from the keyboard, by its heading's summary. (A click
   * would do as well, but a listing's sidebar is sticky and taller than the window: its lower
   * disclosures cannot always be scrolled into view.)
   */
  async open(): Promise<void> {
    const heading = this.page.getByRole('heading', { name: this.t.forms[this.key]!.heading, exact: true })
    await this.page.locator('summary').filter({ has: heading }).focus()
    await this.page.keyboard.press('Enter')
    await expect(this.submitButton).toBeVisible()
    // Its fields are rendered by React once it is open (HydrateWhenOpened): until then a press
    // would post the server's copy of the form without JavaScript.
    await this.hydrated()
  }

  /** The field labelled `fields.<name>` (optional ones say so after their label). */
  field(name: string): Locator {
    const label = this.t.fields[name]
    if (!label) throw new Error(`no label for ${name}`)
    const re = new RegExp(`^${escape(label)}(?: \\(${escape(this.t.optional)}\\))?$`)
    switch (name) {
      case 'title':
        return this.form.getByRole('radiogroup', { name: re })
      case 'contactSlots':
        return this.form.getByRole('group', { name: re })
      case 'contactDevice':
        return this.form.getByRole('combobox', { name: re })
      case 'newsletter':
        return this.form.getByRole('checkbox', { name: re })
      case 'image':
      case 'startDate':
        return this.form.getByLabel(re)
      default:
        return this.form.getByRole('textbox', { name: re })
    }
  }

  /**
   * React has hydrated the form. Hydrating a <textarea> sets its default value again, which puts
   * the caret back at its start: a fill() begun before that (select all, then type) would type
   * at the start instead of over the text (seen after a switch of language, a full page load).
   * React marks the <form> once it has rendered all its fields; it puts them on screen a moment
   * later (the textarea's text put back then), so a test that types on after this waits for it.
   */
  async hydrated(): Promise<void> {
    if (!this.javaScript) return
    // Looked up by its id each frame: a folded form is rendered anew when opened
    // (HydrateWhenOpened), and the server's <form> it replaces never gets React's marks.
    const id = await this.form.getAttribute('id')
    await this.page.evaluate(
      (id) =>
        new Promise<void>((resolve) => {
          const check = () => {
            const form = id ? document.getElementById(id) : null
            if (form && Object.keys(form).some((key) => key.startsWith('__reactFiber'))) resolve()
            else requestAnimationFrame(check)
          }
          check()
        }),
      id,
    )
  }

  async fill(values: Values): Promise<void> {
    await this.hydrated()
    for (const [name, value] of Object.entries(values)) {
      const field = this.field(name)
      if (name === 'title') await field.getByRole('radio', { name: this.t.titles[value as string] }).check()
      else if (name === 'contactSlots') {
        for (const slot of value as string[])
          await field.getByRole('checkbox', { name: this.t.slots[slot] }).check()
      } else if (name === 'contactDevice')
        await field.selectOption({ label: this.t.devices[value as string]! })
      else if (typeof value === 'boolean') await field.setChecked(value)
      else if (name === 'image') await field.setInputFiles(value as FilePayload)
      else await field.fill(value as string)
    }
  }

  /** Every value is still there (a file input cannot be given back: it is not checked). */
  async expectValues(values: Values): Promise<void> {
    for (const [name, value] of Object.entries(values)) {
      const field = this.field(name)
      if (name === 'title')
        await expect(field.getByRole('radio', { name: this.t.titles[value as string] })).toBeChecked()
      else if (name === 'contactSlots') {
        for (const slot of value as string[]) {
          await expect(field.getByRole('checkbox', { name: this.t.slots[slot] }), slot).toBeChecked()
        }
      } else if (name === 'contactDevice') {
        await expect(field, name).toHaveValue(value as string)
      } else if (typeof value === 'boolean') {
        await expect(field, name).toBeChecked({ checked: value })
      } else if (name !== 'image') await expect(field, name).toHaveValue(value as string)
    }
  }

  /**
   * Sends the form as it is and waits for the answer: with JavaScript the action's reply and
   * React's re-render (the button is back), without it the page the server rendered.
   */
  async submit(): Promise<void> {
    this.sentCaptcha = (await this.captcha.count()) > 0 ? await this.captcha.inputValue() : ''
    const path = new URL(this.page.url()).pathname
    const answered = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path,
    )
    await this.submitButton.click()
    await answered
    await this.page.waitForLoadState()
    if (!this.javaScript) this.rendered()
    await expect(this.submitButton).toBeEnabled()
  }

  /** Exactly these fields are marked invalid, each described by its message; the summary says so. */
  async expectErrors(errors: Record<string, ErrorCode>): Promise<void> {
    await expect(this.summary).toHaveText(this.t.summary)
    for (const [name, code] of Object.entries(errors)) {
      const field = this.field(name)
      await expect(field, name).toHaveAttribute('aria-invalid', 'true')
      await expect(field, name).toHaveAccessibleDescription(new RegExp(escape(this.t.errors[code])))
    }
    await expect(this.form.locator('[aria-invalid="true"]')).toHaveCount(Object.keys(errors).length)
  }

  /**
   * The widget shows itself solved (its checkbox, labelled "verified", is checked) with a solution
   * it has not sent yet (each is accepted once). After the form's reset it solves again, and a check
   * cut short reports an error and is retried: until it settles, its field may be empty.
   */
  async captchaSolved(): Promise<void> {
    const verified = this.form.getByRole('checkbox', { name: this.t.captcha.verified, exact: true })
    await expect
      .poll(
        async () => {
          if ((await verified.count()) === 0 || !(await verified.isChecked())) return false
          const value = await this.captcha.inputValue()
          return value !== '' && value !== this.sentCaptcha
        },
        { timeout: 20_000, message: 'the anti-spam widget did not solve its challenge' },
      )
      .toBe(true)
  }

  /**
   * A solution tampered with before sending. Not within 3 s of the render: a wrong solution that
   * fast is a bot's mark, silently kept as spam (src/domain/antispam/judge.ts), not refused.
   */
  async tamperCaptcha(): Promise<void> {
    await this.waitForFillTime()
    await this.captchaSolved()
    await this.captcha.evaluate((input: HTMLInputElement) => {
      input.value = 'bm90IGEgc29sdXRpb24='
    })
  }

  /**
   * Until 3.5 s after the render: the later of `rendered()` and the time in the form's token (the
   * server's clock is this machine's). A page rendered on a slow server, or after a click that
   * navigates, has a token later than the test's mark, and a send 3 s after the mark was taken for
   * a bot's.
   */
  async waitForFillTime(): Promise<void> {
    const token = this.form.locator(`input[name="${FORM_TOKEN_FIELD}"]`)
    const value = (await token.count()) > 0 ? await token.first().inputValue() : ''
    const issued = parseFormToken(value)?.renderedAt ?? 0
    const wait = MIN_FILL_MS - (Date.now() - Math.max(this.renderedAt, issued))
    if (wait > 0) await this.page.waitForTimeout(wait)
  }

  /**
   * Sends a valid form as a person does: the spam check solved (with JavaScript), no sooner than 3.5 s
   * after the render; it lands on the form's thank-you page.
   */
  async send(): Promise<void> {
    await this.waitForFillTime()
    if (this.javaScript) await this.captchaSolved()
    const { path, heading } = thankYou(this.key, this.lang)
    await this.submitButton.click()
    await this.page.waitForURL((url) => url.pathname === path)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
}

let visitors = 0

/**
 * Gives the test's browser an address of its own: the site allows each client address 20 form
 * submissions and 60 captcha challenges in 10 minutes (src/auth/rateBudget.ts), and the form specs
 * together send more than that from this one machine. The e2e server trusts one proxy
 * (TRUSTED_PROXY_HOPS=1, tests/e2e/global-setup.ts) and appends the browser's own address after
 * this one, so this is the address it counts. A browser that sets none counts as 'unknown'.
 */
export async function asNewVisitor(page: Page): Promise<string> {
  visitors += 1
  const address = `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address })
  return address
}

/** Follows the header's language switcher to the same page in Dutch. */
export async function switchToDutch(page: Page): Promise<void> {
  const link = page
    .getByRole('banner')
    .getByRole('link', { name: /Nederlands/ })
    .filter({ visible: true })
  await link.first().click()
  await page.waitForURL(/\/nl\//)
}
