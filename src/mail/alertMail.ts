import type { MailBlock } from './document'
import { type Content, type Context, greeting, type Kind, signature } from './parts'

/**
 * The search alerts' digest (issue 18): each listing with its photo, price (and the one it dropped
 * from) and a line of details; then why the person gets it, a link to delete each of their
 * searches, and one that stops every alert (as the List-Unsubscribe header does).
 */
export function demandAlert(mail: Kind<'demand-alert'>, c: Context): Content {
  const { t, link } = c
  const count = mail.items.length
  const drops = mail.items.filter((item) => item.reason === 'price-drop').length
  return {
    subject: drops === count ? t('demandAlert.subjectDrops', { count }) : t('demandAlert.subject', { count }),
    heading: t('demandAlert.heading'),
    blocks: [
      greeting(mail.visitorName, t),
      { type: 'paragraph', text: t('demandAlert.intro', { count }) },
      ...mail.items.map((item): MailBlock => ({
        type: 'card',
        badge: t(item.reason === 'new' ? 'demandAlert.new' : 'demandAlert.priceDrop'),
        link: link(item.title, item.url),
        image: item.photoUrl ? { url: item.photoUrl, alt: item.title } : null,
        lines: [
          item.previousPrice
            ? t('demandAlert.priceWas', { price: item.price, previousPrice: item.previousPrice })
            : item.price,
          item.details,
        ].filter((line): line is string => Boolean(line)),
      })),
      { type: 'paragraph', text: t('demandAlert.contact') },
      signature(c),
      { type: 'heading', text: t('demandAlert.searchesHeading', { count: mail.searches.length }) },
      { type: 'note', text: t('demandAlert.why') },
      {
        type: 'links',
        links: mail.searches.map((search) =>
          link(t('demandAlert.deleteSearch', { search: search.summary }), search.deleteUrl),
        ),
      },
      { type: 'links', links: [link(t('demandAlert.unsubscribe'), mail.unsubscribeUrl)] },
    ],
  }
}
