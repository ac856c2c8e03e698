import { parseVideoUrl, type VideoProvider } from './parseVideoUrl'

export type PropertyMedia = {
  kind: 'virtualTour' | 'video'
  source:
    | { type: 'embed'; provider: VideoProvider; embedUrl: string; url: string }
    | { type: 'file'; url: string }
    | { type: 'link'; url: string }
}

// The player is only put in the page when the visitor presses play (no third-party request
// before), so it may start at once instead of asking for a second click.
const AUTOPLAY: Partial<Record<VideoProvider, string>> = {
  youtube: 'autoplay=1',
  vimeo: 'autoplay=1',
  matterport: 'play=1',
}

function mediaSource(url: string | null | undefined): PropertyMedia['source'] | null {
  const raw = url?.trim() ?? ''
  const parsed = parseVideoUrl(raw)
  if (parsed?.provider === 'file') return { type: 'file', url: parsed.url }
  if (parsed) {
    const autoplay = AUTOPLAY[parsed.provider]
    const embedUrl = autoplay
      ? `${parsed.embedUrl}${parsed.embedUrl.includes('?') ? '&' : '?'}${autoplay}`
      : parsed.embedUrl
    const link = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
    return { type: 'embed', provider: parsed.provider, embedUrl, url: link }
  }
  // Not a recognised player (spec §5): a plain link, but only to a web address, never javascript:.
  return /^https?:\/\/[^\s/]+/i.test(raw) ? { type: 'link', url: raw } : null
}

/** The virtual tour first, then the video, each when its link can be shown. */
export function propertyMedia(input: {
  virtualTourUrl?: string | null
  videoUrl?: string | null
}): PropertyMedia[] {
  return (
    [
      ['virtualTour', input.virtualTourUrl],
      ['video', input.videoUrl],
    ] as const
  ).flatMap(([kind, url]) => {
    const source = mediaSource(url)
    return source ? [{ kind, source }] : []
  })
}
