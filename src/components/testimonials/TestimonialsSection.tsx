import { VisitorForm } from '@/components/forms/VisitorForm'
import { listTestimonials } from '@/data/testimonials'
import { formatDate } from '@/domain/format/formatDate'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './TestimonialsSection.module.css'

type Props = {
  locale: Locale
  /** The about page also offers the form to leave one (the home page only shows them). */
  withForm?: boolean
}

/**
 * Approved testimonials, newest first (spec §3 Testimonial), and on the about page the form to
 * leave one: it is held for moderation and shows here once staff approve it.
 */
export async function TestimonialsSection({ locale, withForm = false }: Props) {
  const [t, testimonials] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms' }),
    listTestimonials(locale),
  ])
  if (testimonials.length === 0 && !withForm) return null
  return (
    <section className={`container ${styles.section}`} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={styles.heading}>
        {t('testimonialsSection.heading')}
      </h2>
      {testimonials.length > 0 ? (
        <ul className={styles.list}>
          {testimonials.map((item) => (
            <li key={item.id} className={styles.card}>
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{item.comment}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  {item.image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a 48 px avatar from the media library
                    <img
                      className={styles.avatar}
                      src={item.image.url}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                  ) : (
                    <span className={styles.initial} aria-hidden="true">
                      {item.name.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <span className={styles.who}>
                    <span className={styles.name}>
                      {item.website ? (
                        <a
                          href={item.website}
                          rel="nofollow ugc noopener"
                          target="_blank"
                          aria-label={t('testimonialsSection.website', { name: item.name })}
                        >
                          {item.name}
                        </a>
                      ) : (
                        item.name
                      )}
                    </span>
                    {item.aboutYou ? <span className={styles.about}>{item.aboutYou}</span> : null}
                    <time className={styles.date} dateTime={item.postedAt}>
                      {formatDate(item.postedAt)}
                    </time>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {withForm ? (
        <div className={styles.form}>
          <VisitorForm form="testimonial" locale={locale} headingLevel="h3" disclosure />
        </div>
      ) : null}
    </section>
  )
}
