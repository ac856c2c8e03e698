import { MediaImage } from '@/components/media/MediaImage'
import { RichText } from '@/components/richtext/RichText'
import { ModuleIntro } from '../ModuleIntro'
import type { ModuleViewProps } from '../viewProps'
import styles from './SingleView.module.css'

/**
 * One article in full: the home welcome block and the founder's story (spec §2). With an image it
 * becomes an editorial spread, image beside the text once the module is wide enough.
 */
export function SingleViewComponent({
  module,
  headingLevel,
  headingId,
  linkHref,
  eagerImage,
}: ModuleViewProps) {
  const article = module.articles[0]
  const title = module.title ?? article?.title ?? null
  const image = article?.image ?? module.images[0] ?? null
  const contentLevel = headingLevel === 'h1' ? 2 : 3
  return (
    <div className={image ? styles.spread : styles.plain}>
      {image ? (
        <div className={styles.media}>
          <MediaImage
            media={image}
            sizes="(min-width: 1280px) 560px, (min-width: 767px) 45vw, 100vw"
            eager={eagerImage}
            className={styles.image}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <ModuleIntro
          title={title}
          headingLevel={headingLevel}
          headingId={headingId}
          description={module.description}
          linkHref={linkHref}
        />
        {article?.content ? (
          <RichText data={article.content} linkHref={linkHref} headingLevel={contentLevel} />
        ) : article?.summary ? (
          <p className={styles.summary}>{article.summary}</p>
        ) : null}
        {module.description2 ? (
          <RichText
            data={module.description2}
            linkHref={linkHref}
            headingLevel={contentLevel}
            className={styles.after}
          />
        ) : null}
      </div>
    </div>
  )
}
