/**
 * Rules that tie environment variables together. Kept apart from src/env.ts, which reads
 * process.env once when imported, so that they can be tested with plain objects.
 */

export type EnvIssue = { variable: string; message: string }

/** What a production server must be told rather than guess. */
export const requiredInProduction = ['PAYLOAD_SECRET', 'SITE_URL', 'SMTP_URL'] as const

type ProductionVars = {
  NODE_ENV: string
  NEXT_PHASE?: string
  AGENCY_DEMO: boolean
  PAYLOAD_SECRET?: string
  SITE_URL?: string
  SMTP_URL?: string
}

/**
 * A secret generated on one disk differs on every instance (a login made on one would be refused
 * by the next), and an origin guessed from PORT puts localhost into links, sitemaps and the admin's
 * origin check; without a mail server, visitors' leads would only reach this instance's outbox
 * folder (src/mail/transport.ts). `next build` runs with NODE_ENV=production too but serves nothing, so it is exempt;
 * so is the demo that `npm start` runs on a fresh clone (AGENCY_DEMO).
 */
export function missingForProduction(vars: ProductionVars): string[] {
  if (vars.NODE_ENV !== 'production' || vars.AGENCY_DEMO) return []
  if (vars.NEXT_PHASE === 'phase-production-build') return []
  return requiredInProduction.filter((name) => !vars[name])
}

const howToSet: Record<string, string> = {
  PAYLOAD_SECRET:
    'a random string of at least 32 characters, the same on every instance (e.g. `openssl rand -hex 32`)',
  SITE_URL: 'the public origin visitors use, e.g. https://www.example.be',
  SMTP_URL: 'the mail server that sends the site’s e-mails, e.g. smtps://user:password@smtp.example.be:465',
}

export function productionConfigError(missing: readonly string[]): string {
  const names =
    missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing.join('')
  return [
    `Refusing to start in production (NODE_ENV=production) without ${names}. Set:`,
    ...missing.map((name) => `  ${name}: ${howToSet[name] ?? 'see the README'}`),
    'To run the local demo instead (generated secret, localhost, e-mails written to data/outbox), leave the secret and the site URL unset and use `npm start`, or set AGENCY_DEMO=1.',
  ].join('\n')
}

type StorageVars = {
  S3_BUCKET?: string
  S3_ENDPOINT?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_PREFIX?: string
}

/**
 * A bucket without keys would fail only at the first upload, and S3 settings without a bucket
 * would quietly keep media on this instance's disk, where the other instances cannot serve them:
 * both are refused at start.
 */
export function objectStorageIssues(vars: StorageVars): EnvIssue[] {
  if (!vars.S3_BUCKET) {
    const given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).filter(
      (name) => vars[name],
    )
    return given.length === 0
      ? []
      : [
          {
            variable: 'S3_BUCKET',
            message: `required, since ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`,
          },
        ]
  }
  return (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((name) => !vars[name])
    .map((variable) => ({ variable, message: 'required when S3_BUCKET is set' }))
}

/**
 * SITE_ALIASES: the other public origins the site answers on, besides SITE_URL (issue 13,
 * docs/decisions/031), separated by commas or spaces, e.g. `https://example.be,https://www.example.com`.
 * Each must be a bare http(s) origin: a path, a query or credentials would mean something else
 * was meant. Given back as origins (`https://example.be`), without duplicates.
 */
export function siteAliases(value: string | undefined): { origins: string[]; issues: EnvIssue[] } {
  const origins: string[] = []
  const issues: EnvIssue[] = []
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const url = URL.canParse(entry) ? new URL(entry) : null
    const problem = !url
      ? 'is not a URL'
      : !/^https?:$/.test(url.protocol)
        ? 'must start with http:// or https://'
        : url.username || url.password
          ? 'must not hold a user name or password'
          : url.pathname !== '/' || url.search || url.hash
            ? 'must be an origin only (no path, query or fragment)'
            : null
    if (problem || !url) issues.push({ variable: 'SITE_ALIASES', message: `${entry} ${problem}` })
    else if (!origins.includes(url.origin)) origins.push(url.origin)
  }
  return { origins, issues }
}
