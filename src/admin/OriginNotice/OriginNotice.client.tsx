'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSyncExternalStore } from 'react'

import { adminMessages, fill } from '@/admin/messages'

const originOf = (url: string | undefined): string | null => {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}

// The address bar's origin does not change while a page lives, so there is nothing to subscribe to;
// on the server there is no address bar, and nothing is shown until the browser knows it.
const noSubscription = () => () => {}
const browserOrigin = () => window.location.origin
const noOrigin = () => null

/**
 * Payload accepts the session cookie only on requests whose Origin is in its csrf list: here every
 * origin the site answers on, SITE_URL's and SITE_ALIASES' (src/payload.config.ts passes them as
 * `origins`, SITE_URL's first). Opened at any other address (127.0.0.1 for localhost, a domain not listed, a proxy's
 * internal name), the admin still shows every page but every save answers "not allowed". This
 * says why, and where to go instead, on the login page and above every view.
 */
export function OriginNotice({ origins = [] }: { origins?: string[] }) {
  const { i18n, t } = useTranslation()
  const current = useSyncExternalStore(noSubscription, browserOrigin, noOrigin)
  const expected = originOf(origins[0])
  if (!current || !expected || current === expected || origins.includes(current)) return null

  const m = adminMessages(i18n.language)
  const here = new URL(window.location.pathname + window.location.search, expected).toString()
  // Payload's own wording, as the failed save shows it; its full stop would double the sentence's.
  const error = t('error:notAllowedToPerformAction').replace(/\.$/, '')
  return (
    <div className="origin-notice" role="alert">
      <p className="origin-notice__title">{m.wrongOriginTitle}</p>
      <p>{fill(m.wrongOriginBody, { current, expected, error })}</p>
      <p>
        <a href={here}>{fill(m.wrongOriginAction, { expected })}</a>
      </p>
      <p className="origin-notice__operator">{fill(m.wrongOriginOperator, { current })}</p>
    </div>
  )
}
