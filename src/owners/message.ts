import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { mailAgency, queueDrain } from '@/leads/store'
import { mailConfig, mailFrom } from '@/mail/config'
import { renderMail } from '@/mail/render'
import type { MailListing } from '@/mail/types'
import type { OwnerUser } from './session'

export type OwnerMessage = {
  owner: OwnerUser
  /** One of the owner's own properties, or null for a message about everything. */
  property: (MailListing & { id: number }) | null
  message: string
  locale: Locale
}

/**
 * An owner's message to the agent from the portal (issue 17): a lead of form 'owner-message' tied
 * to the owner's account and property, and the agency's notification (Reply-To the owner), stored
 * in one transaction like a visitor's lead (src/leads/store.ts); the outbox sends it.
 */
export async function storeOwnerMessage(payload: Payload, input: OwnerMessage): Promise<number> {
  const { owner, property, message, locale } = input
  const agency = await mailAgency(locale)
  const t = await getTranslations({ locale: defaultLocale, namespace: 'Forms' })
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ')
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const lead = await payload.create({
      collection: 'leads',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        form: 'owner-message',
        locale,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: owner.email,
        phone: owner.phone ?? undefined,
        message,
        owner: owner.id,
        property: property?.id,
        data: { message, property: property?.id ?? null },
        status: 'new',
      },
    })
    if (agency.email) {
      const rendered = renderMail(
        {
          kind: 'agency-notification',
          locale: defaultLocale,
          formTitle: t('names.owner-message'),
          visitor: { name, email: owner.email, phone: owner.phone ?? null },
          facts: [{ label: t('fields.message'), value: message }],
          listing: property,
          adminUrl: `${agency.siteUrl}/admin/collections/leads/${lead.id}`,
          needsReview: false,
        },
        agency,
      )
      await payload.create({
        collection: 'mails',
        req,
        overrideAccess: true,
        depth: 0,
        data: {
          kind: 'agency-notification',
          locale: defaultLocale,
          from: mailFrom(agency.name, mailConfig().from),
          to: agency.email,
          replyTo: owner.email,
          ...rendered,
          lead: lead.id,
        },
      })
      await queueDrain(payload, req)
    }
    await commitTransaction(req)
    return lead.id
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
