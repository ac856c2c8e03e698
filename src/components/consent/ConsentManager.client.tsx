'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { type ConsentOptions, navigateConsent, startConsent } from './controller'

/**
 * Cookie consent and the trackers it allows (spec §4, §7). Renders nothing itself: it answers the
 * server's first layer (ConsentNotice) and opens the library's preferences; see ./controller.ts.
 */
export function ConsentManager(props: ConsentOptions) {
  // Plain serialisable props: their JSON is a stable key, so new texts restart the dialog.
  const key = JSON.stringify(props)
  const pathname = usePathname()
  const search = useSearchParams().toString()

  useEffect(() => {
    startConsent(key)
  }, [key])

  useEffect(() => {
    navigateConsent(window.location.href)
  }, [pathname, search])

  return null
}
