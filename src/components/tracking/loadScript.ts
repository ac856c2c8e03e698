/** Adds an async script once; trackers are only ever added this way, after consent. */
export function loadScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}
