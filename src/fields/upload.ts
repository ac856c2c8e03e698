import type { UploadField } from 'payload'

type UploadOptions = Partial<Pick<UploadField, 'label' | 'localized' | 'required'>> & { description?: string }

/** A single file from the media library. */
export function mediaField(name: string, { description, ...rest }: UploadOptions = {}): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    ...rest,
    ...(description ? { admin: { description } } : {}),
  }
}

/** Several files from the media library, in editor order. */
export function mediaListField(name: string, { description, ...rest }: UploadOptions = {}): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    ...rest,
    ...(description ? { admin: { description } } : {}),
  }
}
