import type { GroupField } from 'payload'

/** A link an editor types: localized label, target URL or path, and whether it opens a new tab. */
export function linkField({ name = 'link', label }: { name?: string; label?: string } = {}): GroupField {
  return {
    name,
    type: 'group',
    ...(label ? { label } : {}),
    fields: [
      { name: 'label', type: 'text', localized: true },
      {
        name: 'url',
        type: 'text',
        admin: { description: 'A path such as /contact/ or a full URL, tel: or mailto: link.' },
      },
      { name: 'newTab', type: 'checkbox', defaultValue: false },
    ],
  }
}
