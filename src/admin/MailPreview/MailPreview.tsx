import { getTranslation } from '@payloadcms/translations'
import type { UIFieldServerProps } from 'payload'

import { adminMessages } from '@/admin/messages'
import styles from './MailPreview.module.css'

/**
 * The e-mail's HTML part as the recipient's mail program shows it, on the mail's edit view (a UI
 * field under the subject). The HTML is the site's own template, but it carries what visitors
 * typed; in a sandboxed frame with no permissions (`sandbox=""`) it runs no script, has an opaque
 * origin (no access to the admin's cookies or pages), submits no form and opens no window.
 */
export function MailPreview({ data, field, i18n }: UIFieldServerProps) {
  const m = adminMessages(i18n.language)
  const html = typeof data?.html === 'string' ? data.html : ''
  const label = field.label ? getTranslation(field.label, i18n) : m.mailPreviewFrame

  return (
    <div className={`field-type ${styles.preview}`}>
      <p className="field-label">{label}</p>
      {html ? (
        <iframe className={styles.frame} sandbox="" srcDoc={html} title={m.mailPreviewFrame} />
      ) : (
        <p>{m.mailPreviewEmpty}</p>
      )}
    </div>
  )
}
