import { PlainImage } from '@/components/media/PlainImage'
import type { Picture } from '@/data/picture'
import styles from './PageHeader.module.css'

type Props = {
  title: string
  description?: string | null
  /** Banner picture behind the heading (page flag "show page banner"). */
  image?: Pick<Picture, 'src' | 'alt'> | null
  overlay?: string | null
}

/** The heading band of every inner page: the page's one h1, its lead text and optional banner. */
export function PageHeader({ title, description, image, overlay }: Props) {
  return (
    <header className={image ? `${styles.header} ${styles.withImage}` : styles.header}>
      {image ? (
        <>
          <PlainImage src={image.src} alt={image.alt} fill priority sizes="100vw" className={styles.image} />
          <span className={styles.overlay} style={overlay ? { background: overlay } : undefined} />
        </>
      ) : null}
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.lead}>{description}</p> : null}
      </div>
    </header>
  )
}
