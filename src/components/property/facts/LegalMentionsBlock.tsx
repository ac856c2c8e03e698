import type { LegalMentions } from '@/domain/property/legalMentions'
import { FactList } from './FactList'
import { type DetailTranslator, factText } from './factText'
import { FloodSymbol } from './FloodSymbol'
import styles from './PropertyFacts.module.css'

/** The Belgian legal mentions of the property's region, as a sober block of its own. */
export function LegalMentionsBlock({ legal, t }: { legal: LegalMentions; t: DetailTranslator }) {
  return (
    <section className={styles.legal} aria-labelledby="property-legal-heading">
      <h2 id="property-legal-heading" className={styles.legalHeading}>
        {t('legal.heading')}
      </h2>
      <p className={styles.legalRegion}>{t('legal.region', { region: legal.region ?? 'other' })}</p>
      <div className={styles.legalSections}>
        {legal.sections.map((section) => (
          <div key={section.key} className={styles.legalSection}>
            <h3>{t(`legal.sections.${section.key}`)}</h3>
            {section.key === 'flood' && legal.floodSymbol ? (
              <p className={styles.flood}>
                <FloodSymbol className={styles.floodSymbol} label={t('legal.floodSymbol')} />
                <span>{t('legal.floodWarning')}</span>
              </p>
            ) : null}
            <FactList
              rows={section.mentions.map((mention) => ({
                key: mention.key,
                label: t(`legal.items.${mention.key}`),
                value: factText(t, mention.value),
              }))}
            />
          </div>
        ))}
      </div>
    </section>
  )
}
