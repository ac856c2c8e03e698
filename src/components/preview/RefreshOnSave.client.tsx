'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * The admin's live preview posts a message to this frame after each save; the server renders the
 * page again with the new draft. The exit link also carries the current path, so leaving the
 * preview stays on this page.
 */
export function RefreshOnSave({ serverUrl }: { serverUrl: string }) {
  const router = useRouter()
  useEffect(() => {
    const link = document.querySelector<HTMLAnchorElement>('a[data-preview-exit]')
    if (link) link.search = `?path=${encodeURIComponent(window.location.pathname + window.location.search)}`
  }, [])
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverUrl} />
}
