/*
 * Spam protection for the visitor forms, in layers that never lose a real person.
 *
 * 1. Honeypot (HONEYPOT_FIELD, "website_url"): a text input people never see and bots fill. The
 *    form renders it out of sight for everyone: a wrapper positioned off-screen by a CSS class (not
 *    `hidden` nor type="hidden", which bots skip), aria-hidden="true", the input with tabIndex={-1}
 *    and autoComplete="off" so neither keyboard, screen reader nor autofill reaches it. Filled → spam.
 * 2. Time trap (FORM_TOKEN_FIELD): a hidden input with issueFormToken(), the signed time the form
 *    was rendered. Posted within 3 s → spam: nobody reads and fills a form that fast. Missing or
 *    forged → review. Older than 24 h → review, not spam: a cached page or a tab left open carries
 *    an old token, and that is a person.
 * 3. Proof of work (CAPTCHA_FIELD, src/antispam/captcha.ts): the ALTCHA widget solves a small
 *    puzzle in the browser, without a click, a cookie or a third party. Wrong, expired or reused →
 *    reject-captcha: the form answers "the entered characters are not valid", keeps what was typed,
 *    and the widget solves a new challenge for the next try.
 *
 * A submission without a captcha is stored and flagged for review, never dropped: the widget needs
 * JavaScript, and a visitor without it (an old phone, a blocker, a failed script download, a
 * corporate proxy) is a customer the agency wants. Most bots post without running JavaScript too,
 * so this path gets spam as well; that is why it sends no e-mail and waits for a person to look.
 * Cheap bots are still caught by the honeypot and the time trap, which need no JavaScript.
 *
 * Order of verdicts: spam (the bot gave itself away) before reject-captcha (a person may retry)
 * before review (anything missing or old) before accept. The rules are in src/domain/antispam.
 */
import 'server-only'

import { CAPTCHA_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/domain/antispam/fields'
import { judge, type Judgement } from '@/domain/antispam/judge'
import { verifyCaptcha } from './captcha'
import { readFormToken } from './formToken'

export { CAPTCHA_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD }
export { issueFormToken } from './formToken'
export type { Judgement } from '@/domain/antispam/judge'

/** A posted field's value as FormData.get gives it; a file where text belongs counts as absent. */
type Posted = FormDataEntryValue | null | undefined

const text = (value: Posted): string | null => (typeof value === 'string' ? value : null)

/**
 * The verdict on a submission from its three hidden fields. `now` is the time of the submission
 * for the time trap (the captcha's expiry is checked against the clock).
 */
export async function judgeSubmission({
  token,
  honeypot,
  captcha,
  now = Date.now(),
}: {
  token: Posted
  honeypot: Posted
  captcha: Posted
  now?: number
}): Promise<Judgement> {
  return judge({
    token: readFormToken(text(token)),
    honeypot: text(honeypot),
    captcha: await verifyCaptcha(text(captcha)),
    now,
  })
}

/** judgeSubmission on a posted form, reading the fields by their names. */
export function judgeFormData(formData: FormData, now = Date.now()): Promise<Judgement> {
  return judgeSubmission({
    token: formData.get(FORM_TOKEN_FIELD),
    honeypot: formData.get(HONEYPOT_FIELD),
    captcha: formData.get(CAPTCHA_FIELD),
    now,
  })
}
