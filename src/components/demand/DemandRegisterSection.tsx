import { deleteDemand } from '@/actions/deleteDemand'
import { FormCard } from '@/components/forms/FormCard'
import styles from '@/components/forms/LinkOutcome.module.css'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { readDemandToken } from '@/leads/demandLinks'

type SearchParams = Record<string, string | string[] | undefined>

const outcomes = ['confirmed', 'deleted', 'invalid'] as const
type Outcome = (typeof outcomes)[number]

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * The demand register page's own part (issue 18): the form, or what a mail's link did (confirmed,
 * deleted, not valid), or the question before deleting a demand. The page's heading and intro come
 * from the CMS, as on the free valuation page.
 */
export async function DemandRegisterSection({
  locale,
  searchParams,
}: {
  locale: Locale
  searchParams: SearchParams
}) {
  const t = await getTranslations({ locale, namespace: 'Forms' })
  const token = one(searchParams.delete)
  const asked = one(searchParams.demand)
  // A deletion link that is still good asks first; a bad one says so like any other bad link.
  const outcome: Outcome | null = token
    ? readDemandToken('delete', token) === null
      ? 'invalid'
      : null
    : (outcomes as readonly string[]).includes(asked)
      ? (asked as Outcome)
      : null

  if (token && outcome === null) {
    return (
      <section className={styles.card} aria-labelledby="demand-delete-title">
        <h2 id="demand-delete-title" className={styles.title}>
          {t('demand.deleteTitle')}
        </h2>
        <p className={styles.text}>{t('demand.deleteText')}</p>
        <form action={deleteDemand}>
          <input type="hidden" name="t" value={token} />
          <input type="hidden" name="lang" value={locale} />
          <button type="submit" className={styles.button}>
            {t('demand.deleteButton')}
          </button>
        </form>
      </section>
    )
  }
  return (
    <>
      {outcome ? (
        <div role="status" className={`${styles.notice} ${outcome === 'invalid' ? styles.invalid : ''}`}>
          <h2 className={styles.title}>{t(`demand.${outcome}Title`)}</h2>
          <p className={styles.text}>{t(`demand.${outcome}Text`)}</p>
        </div>
      ) : null}
      {/* Confirmed: the page is the thank-you; otherwise the form (again). */}
      {outcome === 'confirmed' ? null : <FormCard form="demand-register" locale={locale} bare />}
    </>
  )
}
