import Link from 'next/link'
import type React from 'react'

import { isExternalLink, linkTarget, safeHref } from '@/domain/linkTarget'

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
  if (!isExternalLink(safe))
    return (
      <Link href={safe} {...rest}>
        {children}
      </Link>
    )
  return (
    <a href={safe} {...rest} {...linkTarget(safe)}>
      {children}
      <span className="visually-hidden"> ({newTabHint})</span>
    </a>
  )
}
