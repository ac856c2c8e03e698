import { PlainImage } from '@/components/media/PlainImage'
import { crmPhotoFor } from '@/domain/media/crmPhotoUrl'
import type { VideoProvider } from '@/domain/property/parseVideoUrl'
import type { PropertyMedia } from '@/domain/property/propertyMedia'
import type { DetailTranslator } from './factText'
import { MediaEmbed } from './MediaEmbed.client'
import styles from './PropertyFacts.module.css'

// Brand names, the same in every language.
const PROVIDERS: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  tvl: 'TVL',
  yisual: 'Yisual',
}

function ExternalLink({ href, text, newTab }: { href: string; text: string; newTab: string }) {
  return (
    <a className={styles.external} href={href} target="_blank" rel="noopener noreferrer">
      {text} <span className="visually-hidden">{newTab}</span>
    </a>
  )
}

/** The virtual tour and the video: an embedded player, a video file, or a plain link. */
type Props = { media: PropertyMedia[]; poster: string | null; t: DetailTranslator }

export function MediaSection({ media, poster, t }: Props) {
  const newTab = t('media.newTab')
  const posterImage = poster ? (
    <PlainImage
      className={styles.posterImage}
      src={crmPhotoFor(poster, 1360)}
      alt=""
      fill
      sizes="(max-width: 1279px) 100vw, 850px"
      unoptimized
    />
  ) : null
  return (
    <section className={styles.media} aria-labelledby="property-media-heading">
      <h2 id="property-media-heading" className={styles.heading}>
        {t('media.heading')}
      </h2>
      <div className={styles.mediaItems}>
        {media.map(({ kind, source }) => (
          <div key={kind} className={styles.mediaItem}>
            <h3>{t('media.kind', { kind })}</h3>
            {source.type === 'embed' ? (
              <>
                <MediaEmbed
                  src={source.embedUrl}
                  title={t('media.frameTitle', { kind, provider: PROVIDERS[source.provider] })}
                  buttonLabel={t('media.load', { kind })}
                  privacyNote={t('media.privacy', { provider: PROVIDERS[source.provider] })}
                  poster={posterImage}
                />
                <p className={styles.mediaLink}>
                  <ExternalLink
                    href={source.url}
                    text={t('media.open', { kind, provider: PROVIDERS[source.provider] })}
                    newTab={newTab}
                  />
                </p>
              </>
            ) : source.type === 'file' ? (
              <>
                {/* The CRM's video files come without captions; preload="none" fetches nothing before play. */}
                <video className={styles.video} src={source.url} controls preload="none">
                  {t('media.noVideo')}
                </video>
                <p className={styles.mediaLink}>
                  <ExternalLink href={source.url} text={t('media.openLink', { kind })} newTab={newTab} />
                </p>
              </>
            ) : (
              <p className={styles.mediaLink}>
                <ExternalLink href={source.url} text={t('media.openLink', { kind })} newTab={newTab} />
              </p>
            )}
          </div>
        ))}
      </div>
    </section>
  )
}
