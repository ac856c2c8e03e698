import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { missingForProduction, objectStorageIssues, productionConfigError, siteAliases } from './envRules'
import { parseOrigins } from './security/csp'

// Every environment variable the app reads, checked once, with defaults that work on a fresh clone.
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Set by `next build` while it builds; the production rule below does not apply then.
    NEXT_PHASE: z.string().optional(),
    // Set by `npm start` when neither PAYLOAD_SECRET nor SITE_URL is: production mode, demo defaults.
    AGENCY_DEMO: z.stringbool().default(false),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .refine(
        (v) => /^(postgres(ql)?:\/\/|file:)/.test(v),
        'must start with postgres://, postgresql:// or file:',
      )
      .optional(),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SITE_URL: z.url().optional(),
    // Other public origins of the site (src/envRules.ts siteAliases; docs/decisions/031).
    SITE_ALIASES: z.string().optional(),
    // Called with what changed when a public page's content changes, to purge a CDN (decision 042).
    CDN_PURGE_URL: z.url().optional(),
    // Whether this server process runs the job queues (src/leads/jobs.ts). Every process does by
    // default; `WEB_CONCURRENCY` gives the job queues to its first process only (decision 049).
    RUN_JOBS: z.stringbool().default(true),
    // Checked where it is used (src/mail/config.ts); required in production (src/envRules.ts).
    SMTP_URL: z.string().min(1).optional(),
    CRM_SNAPSHOT_DIR: z.string().min(1).optional(),
    // Where listings come from: the snapshot folder (the demo) or Omnicasa's web API (issue 21).
    CRM_SOURCE: z.enum(['snapshot', 'omnicasa']).default('snapshot'),
    OMNICASA_BASE_URL: z.url().optional(),
    OMNICASA_CUSTOMER_NAME: z.string().min(1).optional(),
    OMNICASA_CUSTOMER_PASSWORD: z.string().min(1).optional(),
    OMNICASA_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    OMNICASA_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
    OMNICASA_BACKOFF_MS: z.coerce.number().int().min(0).default(2_000),
    // When the changes are fetched (every 5 minutes) and when everything is (nightly at 03:30), as
    // Payload's cron with seconds first.
    CRM_SYNC_CRON: z.string().min(1).default('0 */5 * * * *'),
    CRM_FULL_SYNC_CRON: z.string().min(1).default('0 30 3 * * *'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    S3_PREFIX: z.string().min(1).optional(),
    // Where CRM photos and video files come from when not from the site (Content-Security-Policy).
    CRM_MEDIA_ORIGINS: z
      .string()
      .refine(
        (v) => v.split(/[\s,]+/).every((item) => item === '' || parseOrigins(item).length === 1),
        'must be https origins (https://host[:port]) separated by spaces or commas',
      )
      .optional(),
  })
  .superRefine((vars, ctx) => {
    if (vars.CRM_SOURCE === 'omnicasa') {
      for (const variable of [
        'OMNICASA_BASE_URL',
        'OMNICASA_CUSTOMER_NAME',
        'OMNICASA_CUSTOMER_PASSWORD',
      ] as const) {
        if (!vars[variable])
          ctx.addIssue({ code: 'custom', path: [variable], message: 'required when CRM_SOURCE=omnicasa' })
      }
    }
    for (const { variable, message } of [
      ...objectStorageIssues(vars),
      ...siteAliases(vars.SITE_ALIASES).issues,
    ]) {
      ctx.addIssue({ code: 'custom', path: [variable], message })
    }
  })

// An empty variable counts as unset, as in most shells' .env conventions.
const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
const parsed = schema.safeParse(present)
if (!parsed.success) {
  const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
  throw new Error(`Invalid environment variables:\n${problems}`)
}
const raw = parsed.data

const missing = missingForProduction(raw)
if (missing.length > 0) throw new Error(productionConfigError(missing))

const dataDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), raw.DATA_DIR)

/** A secret generated once per checkout and kept under data/, so nothing secret is committed. */
function persistedSecret(): string {
  const file = path.join(dataDir, 'secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  return secret
}

/** The bucket media uploads go to (src/storage/objectStorage.ts), or null for the local disk. */
function objectStorage() {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = raw
  // The schema refused a bucket without keys; this only tells TypeScript so.
  if (!bucket || !accessKeyId || !secretAccessKey) return null
  return {
    bucket,
    endpoint: raw.S3_ENDPOINT,
    region: raw.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
    prefix: raw.S3_PREFIX,
  }
}

/** The live CRM (src/integrations/omnicasa/api), or null when the snapshot folder is the source. */
function crmConfig() {
  const schedule = {
    syncCron: raw.CRM_SYNC_CRON,
    fullSyncCron: raw.CRM_FULL_SYNC_CRON,
    /** The local copy of the CRM each sync brings up to date (docs/decisions/040). */
    mirrorDir: path.join(dataDir, 'crm-mirror'),
  }
  const { OMNICASA_BASE_URL: baseUrl, OMNICASA_CUSTOMER_NAME: customerName } = raw
  const customerPassword = raw.OMNICASA_CUSTOMER_PASSWORD
  // The schema refused omnicasa without these; this only tells TypeScript so.
  if (raw.CRM_SOURCE !== 'omnicasa' || !baseUrl || !customerName || !customerPassword)
    return { omnicasa: null, ...schedule }
  return {
    omnicasa: {
      baseUrl,
      customerName,
      customerPassword,
      timeoutMs: raw.OMNICASA_TIMEOUT_MS,
      attempts: raw.OMNICASA_ATTEMPTS,
      backoffMs: raw.OMNICASA_BACKOFF_MS,
    },
    ...schedule,
  }
}

const databaseUrl = raw.DATABASE_URL ?? `file:${path.join(dataDir, 'agency.db')}`
const siteUrl = raw.SITE_URL ?? `http://localhost:${raw.PORT}`

export const env = {
  nodeEnv: raw.NODE_ENV,
  port: raw.PORT,
  dataDir,
  databaseUrl,
  databaseKind: databaseUrl.startsWith('file:') ? ('sqlite' as const) : ('postgres' as const),
  payloadSecret: raw.PAYLOAD_SECRET ?? persistedSecret(),
  siteUrl,
  /**
   * Every origin the site answers on: SITE_URL's first, then SITE_ALIASES. Pages use the request's
   * own when it is one of these (src/data/publicOrigin.ts); the admin accepts them all.
   */
  publicOrigins: [...new Set([new URL(siteUrl).origin, ...siteAliases(raw.SITE_ALIASES).origins])],
  /** The CDN's purge hook (src/http/cdnPurge.ts), or null. */
  cdnPurgeUrl: raw.CDN_PURGE_URL ?? null,
  /** Whether this server process runs the job queues (instrumentation.ts). */
  runJobs: raw.RUN_JOBS,
  crmSnapshotDir: path.resolve(
    /* turbopackIgnore: true */ process.cwd(),
    raw.CRM_SNAPSHOT_DIR ?? path.join('data', 'crm'),
  ),
  crm: crmConfig(),
  objectStorage: objectStorage(),
  crmMediaOrigins: parseOrigins(raw.CRM_MEDIA_ORIGINS),
}
