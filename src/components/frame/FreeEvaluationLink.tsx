import Link from 'next/link'

import styles from './FreeEvaluationLink.module.css'
import { Icon } from './icons'

type FreeEvaluationLinkProps = { href: string; label: string; variant: 'header' | 'compact' | 'block' }

/** The frame's main call to action: the free valuation form (/contact-demand/) in the visitor's language. */
export function FreeEvaluationLink({ href, label, variant }: FreeEvaluationLinkProps) {
  return (
    <Link href={href} className={styles.cta} data-variant={variant}>
      <span>{label}</span>
      <Icon name="arrowRight" size={18} className={styles.arrow} />
    </Link>
  )
}
