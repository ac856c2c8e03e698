// Pure layout rules of the module grid (spec §3 Module: position, span, sm/md/lg, titleSize, class;
// spec §9: 12-column grid). No React here, so they are unit-tested like domain rules.

export type ColumnInput = { span: number; sm: number | null; md: number | null; lg: number | null }
export type Columns = { sm: number; md: number; lg: number }

const columns = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(12, Math.max(1, Math.round(value))) : null

/**
 * Columns of 12 a module takes from each breakpoint up (mobile is always 12). Mobile first: a size
 * left empty inherits the one below it; `span` is the desktop width when no size is set.
 */
export function gridColumns({ span, sm, md, lg }: ColumnInput): Columns {
  const small = columns(sm) ?? 12
  const medium = columns(md) ?? columns(sm) ?? 12
  const large = columns(lg) ?? columns(md) ?? columns(sm) ?? columns(span) ?? 12
  return { sm: small, md: medium, lg: large }
}

export type Positioned = { layout: { position: number | null; sort: number | null } }

/**
 * Content rows (spec §3 `position`): modules sharing a position sit side by side in one row, rows
 * in ascending position, then `sort`, then editor order. Without any position, one flowing row.
 */
export function moduleRows<T extends Positioned>(modules: T[]): T[][] {
  if (modules.length === 0) return []
  const rank = (value: number | null) => value ?? Number.POSITIVE_INFINITY
  const ordered = modules
    .map((module, index) => ({ module, index }))
    .sort(
      (a, b) =>
        rank(a.module.layout.position) - rank(b.module.layout.position) ||
        rank(a.module.layout.sort) - rank(b.module.layout.sort) ||
        a.index - b.index,
    )
    .map(({ module }) => module)
  if (ordered.every((m) => m.layout.position === null)) return [ordered]
  const rows: T[][] = []
  for (const item of ordered) {
    const last = rows.at(-1)
    if (last && last[0]?.layout.position === item.layout.position) last.push(item)
    else rows.push([item])
  }
  return rows
}

export type Titled = { title: string | null; titleSize: 'h1' | 'h2' }

/**
 * A page has exactly one h1 (WCAG 1.3.1, and what search engines expect): a module asking for h1
 * gets it only when the page shows no heading of its own and no earlier module took it.
 */
export function headingLevels(modules: Titled[], hasPageHeading: boolean): ('h1' | 'h2')[] {
  let h1Taken = hasPageHeading
  return modules.map((module) => {
    if (module.titleSize !== 'h1' || !module.title || h1Taken) return 'h2'
    h1Taken = true
    return 'h1'
  })
}

const CLASS_TOKEN = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/

/** The editor's `class` field as safe class names (anything else is dropped). */
export function cssClassTokens(value: string | null | undefined): string[] {
  if (!value) return []
  return value
    .split(/\s+/)
    .filter((token) => CLASS_TOKEN.test(token))
    .slice(0, 8)
}
