import { RichText } from '@/components/richtext/RichText'
import type { RichTextData } from '@/data/articleShapes'
import styles from './ModuleIntro.module.css'
import type { LinkHref } from './viewProps'

type Props = {
  title: string | null
  headingLevel: 'h1' | 'h2'
  headingId: string
  description?: RichTextData | null
  linkHref: LinkHref
  align?: 'start' | 'center'
}

/** A module's heading (titleSize h1/h2) and its first description. */
export function ModuleIntro({
  title,
  headingLevel,
  headingId,
  description,
  linkHref,
  align = 'start',
}: Props) {
  if (!title && !description) return null
  const Heading = headingLevel
  return (
    <header className={align === 'center' ? `${styles.intro} ${styles.center}` : styles.intro}>
      {title ? (
        <Heading
          id={headingId}
          className={headingLevel === 'h1' ? `${styles.title} ${styles.h1}` : styles.title}
        >
          {title}
        </Heading>
      ) : null}
      {description ? (
        <RichText
          data={description}
          linkHref={linkHref}
          headingLevel={headingLevel === 'h1' ? 2 : 3}
          className={styles.description}
        />
      ) : null}
    </header>
  )
}
