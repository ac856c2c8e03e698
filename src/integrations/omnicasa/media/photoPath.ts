// Parses the catch-all segments of /crm-media/photos/{entity}/{id}/{n}-{kind}.jpg.
import { isPhotoKind, type PhotoKind } from './kinds'

export interface PhotoPath {
  entity: 'property' | 'project'
  id: string
  index: number
  kind: PhotoKind
}

const idPattern = /^[1-9]\d{0,8}$/
const filePattern = /^(0|[1-9]\d{0,3})-([a-z]+(?:-[a-z]+)*)\.jpg$/

/** ['property', '102', '3-kitchen.jpg'] -> { entity, id, index, kind }; anything else -> null. */
export function parsePhotoPath(segments: readonly string[]): PhotoPath | null {
  if (segments.length !== 3) return null
  const [entity, id, file] = segments as [string, string, string]
  if (entity !== 'property' && entity !== 'project') return null
  if (!idPattern.test(id)) return null
  const match = filePattern.exec(file)
  if (!match) return null
  const kind = match[2] ?? ''
  if (!isPhotoKind(kind)) return null
  return { entity, id, index: Number(match[1]), kind }
}

/** The seed a photo is rendered with: stable for a given URL. */
export function photoSeed(p: PhotoPath): string {
  return `${p.entity}/${p.id}/${p.index}-${p.kind}`
}
