import type { ReactNode } from 'react'

import { issueFormToken } from '@/antispam/formGuard'
import { getDemandChoices } from '@/data/demandChoices'
import { getRouteTable } from '@/data/routeTable'
import { FORM_TOKEN_FIELD } from '@/domain/antispam/fields'
import { brusselsDay } from '@/domain/format/calendarDay'
import { errorCodes } from '@/domain/forms/fields'
import type { VisitorForm as FormName } from '@/domain/forms/schemas'
import { localizedPath } from '@/domain/routes/lookup'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import type { CaptchaLabels } from './Captcha.client'
import { formGroups } from './formFields'
import { LeadForm } from './LeadForm.client'
import type { FormTexts, VisitSlotGroups } from './types'

type Props = {
  form: FormName
  locale: Locale
  /** The element id (a page may hold several forms). */
  id?: string
  hidden?: Record<string, string>
  defaults?: Record<string, string | string[]>
  /** Shown between the fields and the button: terms of a rental, the advance of an offer. */
  children?: ReactNode
  headingLevel?: 'h2' | 'h3'
  /** The intro's values ({days} of the document request). */
  introValues?: Record<string, string | number>
  disclosure?: boolean
  bare?: boolean
  /** The visit booking's slots by day, labelled in the visitor's language. */
  visitSlots?: VisitSlotGroups
}

/**
 * A visitor form in the visitor's language (issue 15): the fields of `formGroups`, the spam
 * guard's signed render time, and the texts the browser needs (decision 016: no message
 * formatter in the browser).
 */
export async function VisitorForm({
  form,
  locale,
  id = form,
  hidden = {},
  defaults,
  children,
  headingLevel = 'h2',
  introValues,
  disclosure,
  bare,
  visitSlots,
}: Props) {
  const [t, table, demand] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms' }),
    getRouteTable(),
    form === 'demand-register' ? getDemandChoices(locale) : undefined,
  ])
  const translate = (key: string, values?: Record<string, string | number>) => t(key as 'yes', values)
  const texts: FormTexts = {
    submit: translate(`forms.${form}.submit`),
    sending: t('sending'),
    requiredNote: t('requiredNote'),
    optional: t('optional'),
    summary: t('summary'),
    honeypot: t('honeypot'),
    errors: Object.fromEntries(
      errorCodes.map((code) => [code, translate(`errors.${code}`)]),
    ) as FormTexts['errors'],
    notices: {
      failure: t('notices.failure'),
      documentsAlready: t('notices.documentsAlready'),
      documentsError: t('notices.documentsError'),
      tooMany: t('notices.tooMany'),
      personNotFound: t('notices.personNotFound'),
      appointmentsFull: t('notices.appointmentsFull'),
    },
  }
  const captcha: CaptchaLabels = {
    label: t('captcha.label'),
    verifying: t('captcha.verifying'),
    verified: t('captcha.verified'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    waitAlert: t('captcha.waitAlert'),
    manualCheck: t('noscript'),
  }
  const privacyHref = localizedPath(table, '/Privacy-statement/', locale)
  return (
    <LeadForm
      id={id}
      heading={{ text: translate(`forms.${form}.heading`), level: headingLevel }}
      intro={translate(`forms.${form}.intro`, introValues)}
      disclosure={disclosure}
      bare={bare}
      form={form}
      locale={locale}
      groups={formGroups(form, translate, demand, visitSlots, brusselsDay(new Date()))}
      hidden={{ ...hidden, [FORM_TOKEN_FIELD]: issueFormToken() }}
      defaults={defaults}
      texts={texts}
      captcha={captcha}
      footer={<p>{t.rich('privacy', { link: (chunks) => <a href={privacyHref}>{chunks}</a> })}</p>}
    >
      {children}
    </LeadForm>
  )
}
