import { confirmUnsubscribe } from '@/actions/confirmUnsubscribe'
import { FormCard } from '@/components/forms/FormCard'
import styles from '@/components/forms/LinkOutcome.module.css'
import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { unsubscribePlan } from '@/leads/unsubscribe'
import { readUnsubscribeToken } from '@/leads/unsubscribeLinks'

type SearchParams = Record<string, string | string[] | undefined>

const outcomes = ['sent', 'done', 'invalid'] as const
type Outcome = (typeof outcomes)[number]

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * The unsubscribe page's own part (issue 18): the form (an address, what to stop), or what
 * happened (link sent, unsubscribed, link not valid), or, reached by a mail's link, what will stop
 * and the button that stops it. Opening the link changes nothing: mail scanners open links.
 */
export async function UnsubscribeSection({
  locale,
  searchParams,
}: {
  locale: Locale
  searchParams: SearchParams
}) {
  const t = await getTranslations({ locale, namespace: 'Forms' })
  const token = one(searchParams.t)
  const target = token ? readUnsubscribeToken(token) : null
  const plan = target ? await unsubscribePlan(await payloadClient(), target) : null
  if (token && plan) {
    return (
      <section className={styles.card} aria-labelledby="unsubscribe-title">
        <h2 id="unsubscribe-title" className={styles.title}>
          {t('unsubscribe.confirmTitle')}
        </h2>
        <p className={styles.text}>{t('unsubscribe.confirmText', { email: plan.email })}</p>
        <ul className={styles.list}>
          {plan.topics.map((topic) => (
            <li key={topic}>{t(`unsubscribe.${topic}`)}</li>
          ))}
        </ul>
        <form action={confirmUnsubscribe}>
          <input type="hidden" name="t" value={token} />
          <input type="hidden" name="lang" value={locale} />
          <button type="submit" className={styles.button}>
            {t('unsubscribe.button')}
          </button>
        </form>
      </section>
    )
  }
  const asked = one(searchParams.unsubscribe)
  const outcome: Outcome | null = token
    ? 'invalid'
    : (outcomes as readonly string[]).includes(asked)
      ? (asked as Outcome)
      : null
  return (
    <>
      {outcome ? (
        <div role="status" className={`${styles.notice} ${outcome === 'invalid' ? styles.invalid : ''}`}>
          <h2 className={styles.title}>{t(`unsubscribe.${outcome}Title`)}</h2>
          <p className={styles.text}>{t(`unsubscribe.${outcome}Text`)}</p>
        </div>
      ) : null}
      {outcome === 'sent' || outcome === 'done' ? null : <FormCard form="unsubscribe" locale={locale} bare />}
    </>
  )
}
