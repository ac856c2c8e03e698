import styles from './ConsentNotice.module.css'
import { NOTICE_ID, noticeScript } from './notice'
import { type ConsentLinks, type ConsentTexts, textParagraphs } from './translation'

type Props = {
  texts: Pick<
    ConsentTexts,
    'title' | 'description' | 'acceptAll' | 'declineAll' | 'settings' | 'cookiePolicy' | 'privacyStatement'
  >
  links: ConsentLinks
  nonce: string | undefined
}

/** Paragraphs at blank lines, line breaks inside them (the CMS text is plain). */
function Description({ text }: { text: string }) {
  return textParagraphs(text).map((lines, index) => (
    <p key={index}>
      {lines.map((line, at) => (
        <span key={at}>
          {at > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </p>
  ))
}

/**
 * The consent question's first layer (spec §4), rendered by the server into every page, so it is
 * painted with the page and needs no script to appear. Every page is the same for every visitor
 * (the page cache), so it is written hidden, and the script right after it shows it while the page
 * is parsed when this visitor has not answered. The buttons are handled by the consent controller
 * (controller.ts, through their data-consent-choice); the preferences layer is the consent
 * library's, loaded when asked for. Not modal: the page stays usable (no cookie wall).
 */
export function ConsentNotice({ texts, links, nonce }: Props) {
  return (
    <>
      <section
        id={NOTICE_ID}
        className={styles.notice}
        role="dialog"
        aria-labelledby={`${NOTICE_ID}-title`}
        aria-describedby={`${NOTICE_ID}-description`}
        tabIndex={-1}
        hidden
        data-nosnippet=""
        // The script below (and later the controller) sets `hidden` for this visitor.
        suppressHydrationWarning
      >
        <div className={styles.texts}>
          <h2 id={`${NOTICE_ID}-title`} className={styles.title}>
            {texts.title}
          </h2>
          <div id={`${NOTICE_ID}-description`} className={styles.description}>
            <Description text={texts.description} />
          </div>
        </div>
        <div className={styles.buttons}>
          <div className={styles.pair}>
            <button type="button" className={styles.button} data-consent-choice="all">
              {texts.acceptAll}
            </button>
            <button type="button" className={styles.button} data-consent-choice="none">
              {texts.declineAll}
            </button>
          </div>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            data-consent-choice="settings"
            aria-haspopup="dialog"
          >
            {texts.settings}
          </button>
        </div>
        <div className={styles.links}>
          <a href={links.cookiePolicy}>{texts.cookiePolicy}</a>
          <a href={links.privacyStatement}>{texts.privacyStatement}</a>
        </div>
      </section>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: noticeScript }} />
    </>
  )
}
