// The kinds of demo photo the snapshot's picture URLs name, e.g.
// /crm-media/photos/property/102/3-kitchen.jpg. The renderer draws one scene per kind.
export const photoKinds = [
  'facade-house',
  'facade-villa',
  'facade-townhouse',
  'facade-apartment',
  'facade-cottage',
  'building-new',
  'living',
  'kitchen',
  'bedroom',
  'bathroom',
  'dining',
  'garden',
  'terrace',
  'view-sea',
  'view-countryside',
  'land',
  'office',
  'shop',
  'warehouse',
  'garage',
] as const
export type PhotoKind = (typeof photoKinds)[number]

export function isPhotoKind(value: string): value is PhotoKind {
  return (photoKinds as readonly string[]).includes(value)
}
