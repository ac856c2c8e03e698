// Spec §4/§9 scroll thresholds and timings, in px and ms.
export const HEADER_FIXED_AFTER_PX = 30
export const SCROLL_TO_TOP_FROM_PX = 10
export const SCROLL_TO_TOP_ANIMATION_MS = 500
export const SCROLL_DEBOUNCE_MS = 100

// Spec §4: "Header: above 30 px scroll it becomes fixed and opaque … otherwise absolute".
export function isHeaderFixed(scrollY: number): boolean {
  return scrollY > HEADER_FIXED_AFTER_PX
}

// Spec §4: "Scroll-to-top button: hidden below 10 px scroll offset, shown at 10 or more."
export function isScrollToTopVisible(scrollY: number): boolean {
  return scrollY >= SCROLL_TO_TOP_FROM_PX
}
