import Link from 'next/link'

import { Icon } from '@/components/frame/icons'
import { MediaImage } from '@/components/media/MediaImage'
import type { MediaData, TeamMemberData } from '@/data/articleShapes'
import { formatPhone } from '@/domain/format/formatPhone'
import { getTranslations } from '@/i18n/server'
import styles from './TeamCard.module.css'

type Props = {
  name: string
  member: TeamMemberData | null
  photo: MediaData | null
  bio?: string
  headingTag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  /** The member's own page, when the article has one. */
  href?: string | null
  eager?: boolean
}

/** Up to two letters for the avatar of a member without a photo ("Anne Peeters" → "AP"). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word))
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map((w) => (w ? [...w][0] : ''))
  return letters.join('').toUpperCase()
}

// The dialled number keeps only digits and a leading '+': spaces and dots are for the eye.
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`

/** A team member: photo or initials, name, role, phone and e-mail links, short bio. */
export async function TeamCard({
  name,
  member,
  photo,
  bio,
  headingTag: Heading,
  href,
  eager = false,
}: Props) {
  const t = await getTranslations('Modules')
  return (
    <article className={styles.card}>
      <div className={styles.avatar}>
        {photo ? (
          <MediaImage media={photo} sizes="160px" eager={eager} className={styles.photo} decorative />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(name)}
          </span>
        )}
      </div>
      <Heading className={styles.name}>{href ? <Link href={href}>{name}</Link> : name}</Heading>
      {member?.role ? <p className={styles.role}>{member.role}</p> : null}
      {member?.phone || member?.email ? (
        <ul className={styles.contact}>
          {member.phone ? (
            <li>
              <Icon name="phone" size={18} className={styles.icon} />
              <a href={telHref(member.phone)}>
                <span className="visually-hidden">{t('phoneLabel', { name })} </span>
                {formatPhone(member.phone)}
              </a>
            </li>
          ) : null}
          {member.email ? (
            <li>
              <Icon name="email" size={18} className={styles.icon} />
              <a href={`mailto:${member.email}`}>
                <span className="visually-hidden">{t('emailLabel', { name })} </span>
                {member.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {bio ? <p className={styles.bio}>{bio}</p> : null}
    </article>
  )
}
