/**
 * Another name of the e2e site, listed in its SITE_ALIASES (global-setup.ts): the site at an alias,
 * as at www and the bare domain. Chromium resolves every *.localhost name to this machine and,
 * like localhost, counts it as secure, so the production server's Secure cookies are kept there.
 */
export const ALIAS_HOST = 'agency-alias.localhost'
