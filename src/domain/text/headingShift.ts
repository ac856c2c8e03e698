export type ContentHeadingLevel = 2 | 3 | 4 | 5 | 6

/**
 * The level a heading of rich text takes on the page: the content's top heading (`top`, the
 * smallest level it uses) takes the level the page gives it (`wanted`), and the others follow
 * it, so the outline never skips a level (an FAQ answer written with h3 under the page's h1
 * becomes h2) nor climbs above the heading around it. Never deeper than h6.
 */
export function shiftedHeadingLevel(
  level: number,
  top: number,
  wanted: ContentHeadingLevel,
): ContentHeadingLevel {
  return Math.min(6, Math.max(wanted, level + wanted - top)) as ContentHeadingLevel
}
