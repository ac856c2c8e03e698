import Link from 'next/link'

import { PlainImage } from '@/components/media/PlainImage'
import type { FrameImage } from '@/data/frame'
import styles from './Logo.module.css'

type LogoProps = {
  logo: FrameImage | null
  name: string
  href: string
  homeLabel: string
  /** The small logo of the fixed header: the image lower, the wordmark reduced to its monogram. */
  compact?: boolean
}

/** 'Maison Lumière Immobilier' → initials 'ML', title 'Maison Lumière', tagline 'Immobilier'. */
function splitName(name: string) {
  const words = name.split(/\s+/).filter(Boolean)
  const initials = words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
  return words.length >= 3
    ? { initials, title: words.slice(0, -1).join(' '), tagline: words.at(-1) ?? null }
    : { initials, title: name, tagline: null }
}

/** The header's logo: the uploaded image, else the agency's name set as a serif wordmark. */
export function Logo({ logo, name, href, homeLabel, compact = false }: LogoProps) {
  const { initials, title, tagline } = splitName(name)
  return (
    <Link href={href} className={styles.logo} data-compact={compact || undefined}>
      {logo ? (
        <PlainImage
          className={styles.image}
          src={logo.src}
          width={logo.width}
          height={logo.height}
          alt={name}
          sizes="200px"
          loading="eager"
          unoptimized
        />
      ) : (
        <span className={styles.wordmark}>
          <span className={styles.monogram} aria-hidden="true">
            {initials}
          </span>
          <span className={styles.name}>
            <span className={styles.title}>{title}</span>
            {tagline ? (
              <>
                {' '}
                <span className={styles.tagline}>{tagline}</span>
              </>
            ) : null}
          </span>
        </span>
      )}
      <span className="visually-hidden"> – {homeLabel}</span>
    </Link>
  )
}
