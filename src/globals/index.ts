import type { GlobalConfig } from 'payload'

import { CookieConsent } from '@/globals/CookieConsent'
import { Footer } from '@/globals/Footer'
import { Header } from '@/globals/Header'
import { HomeBanner } from '@/globals/HomeBanner'
import { Popup } from '@/globals/Popup'
import { SiteSettings } from '@/globals/SiteSettings'
import { TopBar } from '@/globals/TopBar'

// In the admin's navigation order: what editors change most first, the site-wide settings last.
export const globals: GlobalConfig[] = [
  HomeBanner,
  Popup,
  Header,
  TopBar,
  Footer,
  SiteSettings,
  CookieConsent,
]
