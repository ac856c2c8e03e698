import 'server-only'

import path from 'node:path'
import { z } from 'zod'

import { env } from '@/env'

// Read on every call, not once at import: the outbox sender picks up a changed SMTP_URL (and tests
// switch it) without a restart. Parsing two variables costs nothing next to sending a mail.
const schema = z.object({
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, hostname: /./, error: 'must be an smtp:// or smtps:// URL with a host' })
    .optional(),
  MAIL_FROM: z.email('must be an e-mail address (the address only, no display name)').optional(),
})

export type MailConfig = {
  /** smtp://user:pass@host:port or smtps://…, or null: mails go to `outboxDir` as .eml files. */
  smtpUrl: string | null
  /** The site's own sending address: SPF, DKIM and DMARC pass for it, never for a visitor's. */
  from: string
  outboxDir: string
}

export function mailConfig(): MailConfig {
  // An empty variable counts as unset, as in src/env.ts.
  const value = (name: string) => process.env[name] || undefined
  const parsed = schema.safeParse({ SMTP_URL: value('SMTP_URL'), MAIL_FROM: value('MAIL_FROM') })
  if (!parsed.success) {
    // zod's messages never repeat the value, so SMTP_URL's password stays out of logs.
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid mail settings:\n${problems}`)
  }
  return {
    smtpUrl: parsed.data.SMTP_URL ?? null,
    from: parsed.data.MAIL_FROM ?? defaultFrom(env.siteUrl),
    outboxDir: path.join(env.dataDir, 'outbox'),
  }
}

/**
 * no-reply@ the site's domain (without "www."). A local site has no domain of its own: the
 * address then uses localhost.localdomain, which mail libraries accept and no one receives.
 */
export function defaultFrom(siteUrl: string): string {
  const host = new URL(siteUrl).hostname.toLowerCase().replace(/^www\./, '')
  const isDomain = host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[')
  return `no-reply@${isDomain ? host : 'localhost.localdomain'}`
}

/** The From header: the agency's name shown, the site's own address sending. */
export function mailFrom(displayName: string | null | undefined, address = mailConfig().from): string {
  const name = (displayName ?? '').replace(/[\r\n]+/g, ' ').trim()
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address
}
