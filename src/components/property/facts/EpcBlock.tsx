import { PlainImage } from '@/components/media/PlainImage'
import { EPC_RENOVATION_OBLIGATION } from '@/domain/epc/epcNotice'
import { epcLabelName, type EpcSummary } from '@/domain/epc/epcSummary'
import type { DetailTranslator } from './factText'
import styles from './PropertyFacts.module.css'

/** The EPC label image of the property's region, its value and, where it applies, the notice of spec §9. */
export function EpcBlock({ epc, t }: { epc: EpcSummary; t: DetailTranslator }) {
  if (epc.kind !== 'label') {
    return (
      <div className={styles.epc}>
        <h4 className={styles.epcTitle}>{t('epc.title')}</h4>
        <p className={styles.epcStatus}>
          {t(epc.kind === 'requested' ? 'epc.requested' : 'epc.notApplicable')}
        </p>
      </div>
    )
  }
  const rule = EPC_RENOVATION_OBLIGATION
  return (
    <div className={styles.epc}>
      <h4 className={styles.epcTitle}>{t('epc.title')}</h4>
      <div className={styles.epcBody}>
        <PlainImage
          className={styles.epcImage}
          src={epc.image}
          width={160}
          height={48}
          alt={t('epc.imageAlt', { label: epc.name })}
          // Eager, small: the label belongs on the printed brochure (spec §1 "print"), and a
          // printout does not wait for a lazy image far down the page.
          loading="eager"
          unoptimized
        />
        <dl className={styles.epcFacts}>
          <dt>{t('epc.value')}</dt>
          <dd>{t('facts.values.energy', { value: epc.value })}</dd>
        </dl>
      </div>
      <p className={styles.epcScale}>{t('epc.scale', { region: epc.region })}</p>
      {epc.notice ? (
        <p className={styles.notice}>
          {t('epc.notice', {
            fromYear: rule.fromYear,
            target: epcLabelName(rule.target),
            years: rule.years,
          })}
        </p>
      ) : null}
    </div>
  )
}
