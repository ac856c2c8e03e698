import type { MenuItem } from '@/domain/routes/types'

/**
 * `current` marks the page and its ancestors. Only the page itself gets aria-current="page";
 * an ancestor of the page is only highlighted.
 */
export function currentState(item: MenuItem): { 'aria-current'?: 'page'; 'data-active'?: true } {
  if (!item.current) return {}
  return item.children.some((child) => child.current) ? { 'data-active': true } : { 'aria-current': 'page' }
}
