import Link from 'next/link'

import styles from './BannerCaption.module.css'

export type BannerCaptionData = { href: string; kicker: string | null; title: string; detail: string | null }

/**
 * The caption of a property or project slide. Its link is stretched over the whole slide (spec §2:
 * "Project slides link to the project page"), so the picture is a link target too.
 */
export function BannerCaption({ caption }: { caption: BannerCaptionData }) {
  return (
    <div className={`container ${styles.bar}`}>
      <Link href={caption.href} className={styles.caption}>
        {caption.kicker ? <span className={styles.kicker}>{caption.kicker}</span> : null}
        <span className={styles.title}>{caption.title}</span>
        {caption.detail ? <span className={styles.detail}>{caption.detail}</span> : null}
        <svg className={styles.arrow} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M5 12h13m-5-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Link>
    </div>
  )
}
