'use client'

import type React from 'react'

import { isHeaderFixed } from '@/domain/frame/scrollState'
import styles from './Header.module.css'
import { useScrollState } from './useScrollState'

type HeaderShellProps = { isHome: boolean; showFixedMenu: boolean; children: React.ReactNode }

/**
 * The header's only client part: it follows the scroll (spec §4 "above 30 px scroll it becomes
 * fixed and opaque"). On home the header lies over the banner (a zero-height slot holds it); on
 * other pages it keeps its place in the flow and sticks to the top, so nothing below it ever moves.
 */
export function HeaderShell({ isHome, showFixedMenu, children }: HeaderShellProps) {
  const fixed = useScrollState(isHeaderFixed, showFixedMenu)
  const header = (
    <header
      className={styles.header}
      data-home={isHome || undefined}
      data-sticky={(showFixedMenu && !isHome) || undefined}
      data-fixed={fixed || undefined}
    >
      {children}
    </header>
  )
  return isHome ? <div className={styles.homeSlot}>{header}</div> : header
}
