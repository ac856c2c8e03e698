/**
 * Names of the hidden anti-spam fields every visitor form carries (src/antispam/formGuard.ts reads
 * them, src/components/forms/Captcha.client.tsx writes the captcha one). Plain constants, so the
 * server action, the server component and the browser agree without importing server code.
 */

/** Hidden input: the signed time the form was rendered (issueFormToken). */
export const FORM_TOKEN_FIELD = 'form_token'

/**
 * The honeypot: a text input a person never sees nor fills, and a form-filling bot does. The name
 * is one bots like to fill ("website_url"), and no real field uses it: the testimonial form's real
 * field is "website", so that name is not used here.
 */
export const HONEYPOT_FIELD = 'website_url'

/** Hidden input created by the ALTCHA widget: its solved proof-of-work payload (base64 JSON). */
export const CAPTCHA_FIELD = 'captcha'
