/**
 * The framework's scripts after the page's main picture (issue 19, docs/decisions/050).
 *
 * Next.js writes its page scripts as `<script src="/_next/static/…" async>` in the head, so a phone
 * downloads them beside the main picture (the home's banner, a listing's first photo: the LCP) and
 * shares its bandwidth with them. A kept page instead asks for them from a small module script once
 * that picture has loaded and been painted, after `WAIT_MS` at most, or at once when the visitor
 * presses, types or focuses something first (`FIRST_INPUT`). Nothing else changes: the
 * page is the server's HTML, links and forms work before any script runs, and the scripts are the
 * same files, async as before, so React finds them where it looks (`script[async][src]`).
 *
 * A page with no main picture (`fetchPriority="high"`) is left as it is.
 */

const NEXT_ASSETS = '/_next/static/'

/** How long the scripts wait for a picture that neither loads nor fails. */
export const WAIT_MS = 3_000

/** A visitor who acts before the picture is on screen does not wait for it: the scripts start. */
export const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

// Only the tags that can be Next's (a page has hundreds of others): a script of /_next/static/ with
// no body, a link that preloads a script.
const SCRIPT_TAG = /<script\b([^>]*\bsrc="\/_next\/static\/[^>]*)><\/script>/g
const PRELOAD_TAG = /<link\b([^>]*\bas="script"[^>]*)>/g
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [, name, value] of source.matchAll(ATTRIBUTE))
    if (name) found.set(name.toLowerCase(), value ?? '')
  return found
}

/** The loader: the scripts appended once the main picture is painted (or has failed, or timed out). */
function loader(sources: string[], nonce: string | undefined): string {
  const code =
    `const s=${JSON.stringify(sources)};let done=false;` +
    `const go=()=>{if(done)return;done=true;for(const src of s){const e=document.createElement('script');e.src=src;e.async=true;document.head.append(e)}};` +
    `for(const t of ${JSON.stringify(FIRST_INPUT)})addEventListener(t,go,{once:true,capture:true,passive:true});` +
    `const i=document.querySelector('img[fetchpriority="high"]');` +
    `const l=!i||i.complete?Promise.resolve():new Promise(r=>{i.addEventListener('load',r,{once:true});i.addEventListener('error',r,{once:true});setTimeout(r,${WAIT_MS})});` +
    `l.then(()=>i&&i.decode().catch(()=>{})).then(()=>requestAnimationFrame(()=>setTimeout(go)))`
  return `<script type="module"${nonce === undefined ? '' : ` nonce="${nonce}"`}>${code}</script>`
}

/**
 * `html` with Next's async page scripts, and their preload links, asked for by a loader after the
 * main picture. The loader carries the nonce the scripts carried, so a kept page's placeholder
 * nonce is replaced in it like everywhere else.
 */
export function scriptsAfterMainPicture(html: string): string {
  const pictures = html.match(/<img\b[^>]*\bfetchPriority="high"/g)?.length ?? 0
  if (pictures !== 1) return html
  const sources: string[] = []
  let nonce: string | undefined
  const withoutScripts = html.replace(SCRIPT_TAG, (tag, source: string) => {
    const attrs = attributes(source)
    const src = attrs.get('src')
    if (!src?.startsWith(NEXT_ASSETS) || !attrs.has('async') || attrs.has('nomodule') || attrs.has('type'))
      return tag
    if (!sources.includes(src)) sources.push(src)
    nonce ??= attrs.get('nonce')
    return ''
  })
  if (sources.length === 0) return html
  // PRELOAD_TAG has as="script" already.
  const withoutPreloads = withoutScripts.replace(PRELOAD_TAG, (tag, source: string) => {
    const attrs = attributes(source)
    return attrs.get('rel') === 'preload' && sources.includes(attrs.get('href') ?? '') ? '' : tag
  })
  const end = withoutPreloads.lastIndexOf('</body>')
  if (end === -1) return html
  return `${withoutPreloads.slice(0, end)}${loader(sources, nonce)}${withoutPreloads.slice(end)}`
}
