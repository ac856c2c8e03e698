import 'server-only'

import type { Locale } from '@/i18n/locales'
import { getHomeBanner } from './homeBanner'

export type HomeContent = {
  title: string | null
  description: string | null
  counts: { sale: number; rent: number }
  showCounts: boolean
}

/**
 * The home banner's search block with the live sale and rent totals filled in. Kept for callers
 * that need only the texts; `getHomeBanner` is the one read behind it.
 */
export const getHomeContent = async (locale: Locale): Promise<HomeContent> => {
  const { searchBlock, counts } = await getHomeBanner(locale)
  return {
    title: searchBlock.title,
    description: searchBlock.description,
    counts,
    showCounts: searchBlock.showCounts,
  }
}
