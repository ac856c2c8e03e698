import { getPropertyFacts } from '@/data/properties'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { EpcBlock } from './EpcBlock'
import { FactList } from './FactList'
import { type DetailTranslator, factText } from './factText'
import { LegalMentionsBlock } from './LegalMentionsBlock'
import { MediaSection } from './MediaSection'
import styles from './PropertyFacts.module.css'

/**
 * The facts of a property's page: the virtual tour and video, every detail that has a value under
 * its heading (the EPC block with the energy facts), then the region's legal mentions. Reads its
 * own cached data, so the page only passes the id.
 */
export async function PropertyFactsSection({ id, locale }: { id: number; locale: Locale }) {
  const [facts, translate] = await Promise.all([
    getPropertyFacts(id, locale),
    getTranslations({ locale, namespace: 'PropertyDetail' }),
  ])
  if (!facts) return null
  const t = translate as unknown as DetailTranslator
  const { groups, epc, legal, media, poster } = facts

  return (
    <div className={styles.root}>
      {media.length > 0 ? <MediaSection media={media} poster={poster} t={t} /> : null}
      {groups.length > 0 ? (
        <section className={styles.facts} aria-labelledby="property-facts-heading">
          <h2 id="property-facts-heading" className={styles.heading}>
            {t('facts.heading')}
          </h2>
          <div className={styles.groups}>
            {groups.map((group) => (
              <div key={group.key} className={styles.group}>
                <h3 className={styles.groupHeading}>{t(`facts.groups.${group.key}`)}</h3>
                {group.key === 'energy' && epc ? <EpcBlock epc={epc} t={t} /> : null}
                <FactList
                  rows={group.facts.map((fact) => ({
                    key: fact.key,
                    label: t(`facts.fields.${group.key}.${fact.key}`),
                    value: factText(t, fact.value),
                  }))}
                />
              </div>
            ))}
          </div>
        </section>
      ) : null}
      {legal.sections.length > 0 ? <LegalMentionsBlock legal={legal} t={t} /> : null}
    </div>
  )
}
