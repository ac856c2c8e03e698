export type VideoProvider = 'youtube' | 'vimeo' | 'facebook' | 'matterport' | 'tvl' | 'yisual'

export type VideoSource =
  { provider: VideoProvider; id: string; embedUrl: string } | { provider: 'file'; url: string }

// Spec §5: "Video file extensions: mp4, mov, wmv, avi, flv, webm."
const FILE_EXTENSION = /\.(mp4|mov|wmv|avi|flv|webm)$/i
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

function youtubeId(url: URL): string | null {
  const host = url.hostname
  const [first, second] = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null
  if (hostIs(host, 'youtu.be')) id = first
  else if (hostIs(host, 'youtube.com') || hostIs(host, 'youtube-nocookie.com')) {
    if (first === 'watch') id = url.searchParams.get('v')
    else if (first && ['embed', 'shorts', 'v', 'live'].includes(first)) id = second
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

function vimeoId(url: URL): string | null {
  if (!hostIs(url.hostname, 'vimeo.com')) return null
  // vimeo.com/76979871, vimeo.com/channels/staff/76979871, player.vimeo.com/video/76979871
  return url.pathname.split('/').find((part) => /^\d+$/.test(part)) ?? null
}

function facebookId(url: URL): string | null {
  const host = url.hostname
  if (hostIs(host, 'fb.watch')) return url.pathname.split('/').filter(Boolean)[0] ?? null
  if (!hostIs(host, 'facebook.com')) return null
  const parts = url.pathname.split('/').filter(Boolean)
  // facebook.com/{page}/videos/{id}, facebook.com/reel/{id}, facebook.com/watch/?v={id}
  const index = parts.findIndex((part) => part === 'videos' || part === 'reel')
  const id = index >= 0 ? parts[index + 1] : parts[0] === 'watch' ? url.searchParams.get('v') : null
  return id && /^\d+$/.test(id) ? id : null
}

/**
 * Recognises the hosted video links of spec §5 ("YouTube (11-character id, shorts included),
 * Vimeo (numeric id), Facebook videos, Matterport, TVL, Yisual") and video files; anything else
 * is null so the page shows no player. YouTube plays from youtube-nocookie.com, which sets no
 * cookie before the visitor presses play, in line with the cookie consent. TVL (tvl.be) and
 * Yisual publish no documented embed format, so their link is embedded as given, over https.
 */
export function parseVideoUrl(input: string | null | undefined): VideoSource | null {
  const raw = input?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`)
  } catch {
    return null
  }
  if (FILE_EXTENSION.test(url.pathname)) return { provider: 'file', url: raw }

  const youtube = youtubeId(url)
  if (youtube) {
    return { provider: 'youtube', id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` }
  }
  const vimeo = vimeoId(url)
  if (vimeo) return { provider: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` }
  const facebook = facebookId(url)
  if (facebook) {
    const href = encodeURIComponent(raw)
    return {
      provider: 'facebook',
      id: facebook,
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${href}`,
    }
  }
  const model = url.searchParams.get('m')
  if (hostIs(url.hostname, 'matterport.com') && model && /^[A-Za-z0-9]+$/.test(model)) {
    return { provider: 'matterport', id: model, embedUrl: `https://my.matterport.com/show/?m=${model}` }
  }
  for (const [provider, domains] of [
    ['tvl', ['tvl.be']],
    ['yisual', ['yisual.com', 'yisual.nl']],
  ] as const) {
    if (domains.some((domain) => hostIs(url.hostname, domain)) && url.pathname.length > 1) {
      url.protocol = 'https:'
      const id = url.pathname.split('/').filter(Boolean).pop() ?? ''
      return { provider, id, embedUrl: url.toString() }
    }
  }
  return null
}
