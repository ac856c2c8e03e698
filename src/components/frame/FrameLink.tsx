import Link from 'next/link'
import type React from 'react'

import { isExternalLink, linkTarget, safeHref } from '@/domain/frame/linkTarget'

type FrameLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** Read after the link text by screen readers when the link opens a new tab. */
  newTabHint: string
}

/**
 * One link of the frame: internal paths navigate inside the app, links with a protocol open a new
 * tab (spec §2) and say so. An unusable href (empty, script scheme) renders the text alone.
 */
export function FrameLink({ href, newTabHint, children, ...rest }: FrameLinkProps) {
  const safe = safeHref(href)
  if (safe === null) return <span className={rest.className}>{children}</span>
  // A link with a query loads the page: a client-side navigation to another query of the same path
  // keeps the path's layout, and so the frame of the page before (e.g. /project/?id=).
  if (!isExternalLink(safe) && !safe.includes('?'))
    return (
      <Link href={safe} {...rest}>
        {children}
      </Link>
    )
  if (!isExternalLink(safe))
    return (
      <a href={safe} {...rest}>
        {children}
      </a>
    )
  return (
    <a href={safe} {...rest} {...linkTarget(safe)}>
      {children}
      <span className="visually-hidden"> ({newTabHint})</span>
    </a>
  )
}
