import type { SuggestGroup, SuggestLink } from '@/domain/search/suggestions'

/** One choosable option of the listbox, in the order arrow keys move through them. */
export type SearchOption = { id: string; href: string }

/** The enabled options of the panel, in display order; disabled links are skipped by the arrows. */
export function optionsOf(groups: SuggestGroup[], optionId: (key: string) => string): SearchOption[] {
  return groups.flatMap((group) =>
    group.group === 'property'
      ? group.rows.map((row) => ({ id: optionId(row.key), href: row.href }))
      : group.rows.flatMap((row) =>
          (
            [
              [`${row.key}:sale`, row.sale],
              [`${row.key}:rent`, row.rent],
            ] as [string, SuggestLink][]
          ).flatMap(([key, link]) => (link.href ? [{ id: optionId(key), href: link.href }] : [])),
        ),
  )
}
