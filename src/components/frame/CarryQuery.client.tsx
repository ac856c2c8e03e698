'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { carryQuery } from '@/domain/routes/carryQuery'

/**
 * Gives the language links this page's query string (a list's filters, sort and page). The frame
 * is rendered by the layout, which never sees the query, and must stay the same for every visitor
 * to be cacheable: so the links are completed here, in the browser, and again after each
 * client-side navigation. Without JavaScript they lead to the same page unfiltered.
 */
export function CarryQuery() {
  const params = useSearchParams()
  useEffect(() => {
    const search = params.toString()
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-href]')) {
      link.href = carryQuery(link.dataset.languageHref ?? link.getAttribute('href') ?? '', search)
    }
  }, [params])
  return null
}
