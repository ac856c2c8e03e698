import type { GlobalConfig } from 'payload'

import { CookieConsent } from '@/globals/CookieConsent'
import { Footer } from '@/globals/Footer'
import { Header } from '@/globals/Header'
import { HomeBanner } from '@/globals/HomeBanner'
import { Popup } from '@/globals/Popup'
import { SiteSettings } from '@/globals/SiteSettings'
import { TopBar } from '@/globals/TopBar'

export const globals: GlobalConfig[] = [
  SiteSettings,
  Header,
  TopBar,
  HomeBanner,
  Footer,
  Popup,
  CookieConsent,
]
