type Command = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Command
  }
}

/**
 * Google's own gtag stub. It must push the `arguments` object itself: gtag.js and GTM read only
 * such entries as commands (developers.google.com/tag-platform/gtagjs/install). The inline
 * Consent Mode default usually defines it first; this is the same function for pages without it.
 */
export function gtag(...args: unknown[]): void {
  if (!window.gtag) {
    window.gtag = function () {
      const layer = (window.dataLayer ??= [])
      // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object, not an array
      layer.push(arguments)
    }
  }
  window.gtag(...args)
}
