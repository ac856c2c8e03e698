export type YoutubeThumbnailQuality = 'low' | 'medium' | 'high'

// Spec §9: "YouTube thumbnail quality low, medium, high" — the three sizes YouTube serves for
// every video (120×90, 320×180, 480×360).
const THUMBNAIL_FILE: Record<YoutubeThumbnailQuality, string> = {
  low: 'default.jpg',
  medium: 'mqdefault.jpg',
  high: 'hqdefault.jpg',
}

export function youtubeThumbnail(id: string, quality: YoutubeThumbnailQuality = 'high'): string {
  return `https://img.youtube.com/vi/${id}/${THUMBNAIL_FILE[quality]}`
}
