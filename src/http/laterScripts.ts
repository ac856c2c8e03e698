/**
 * The framework's scripts after the page's main picture (issue 19, docs/decisions/050).
 *
 * Next.js writes its page scripts as `<script src="/_next/static/…" async>` in the head, so a phone
 * downloads them beside the main picture (the home's banner, a listing's first photo: the LCP) and
 * shares its bandwidth with them. A kept page instead asks for them from a small module script once
 * that picture has loaded and been painted, after `WAIT_MS` at most, or at once when the visitor
 * presses, types, focuses or scrolls first (`FIRST_INPUT`). Nothing else changes: the
 * page is the server's HTML, links and forms work before any script runs, and the scripts are the
 * same files, async as before, so React finds them where it looks (`script[async][src]`).
 *
 * The page's other pictures wait too. A lazy picture near the screen starts as soon as the page is
 * laid out, and a phone that is sent the home's first offers and its welcome picture with the banner
 * shares its bandwidth between them. A small script at the top of `<body>` (`holder`) sets aside
 * the `src` and `srcset` of every `loading="lazy"` picture as the parser adds it, before the
 * browser lays the page out, and the loader gives them back, before the scripts, at the same moment.
 * The pictures keep their place meanwhile: their frame and their width and height attributes size
 * them, not their file. Without JavaScript nothing is set aside, and every picture loads as before.
 *
 * A page with no main picture (`fetchPriority="high"`) is left as it is.
 */

const NEXT_ASSETS = '/_next/static/'

/** How long the scripts wait for a picture that neither loads nor fails. */
export const WAIT_MS = 3_000

/** A visitor who acts before the picture is on screen does not wait for it: the scripts start. */
export const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll'] as const

/** Where the holder leaves its observer for the loader (one global name, on `self`). */
const HOLDER = '__laterPictures'

/** The attributes of a lazy picture that start its download, in the order they are given back. */
const HELD = ['srcset', 'src'] as const

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

/**
 * The holder, the first thing in `<body>`: every lazy picture the parser adds has its `srcset` and
 * `src` moved to `data-later-*`. Mutation observers run before the browser lays the page out, so
 * the picture never starts. The observer reads only the document's live list of pictures, from
 * where it stopped, not the records: reading each added node costs 4–11 ms of parsing on a
 * project's page, the list 1–2 ms. (A picture that a streamed part of the page moves before
 * the last one read would be missed, and load as it would have without the holder.) A browser
 * without module scripts would never run the loader: there, nothing is held.
 */
function holder(nonce: string | undefined): string {
  const code =
    `if('noModule' in HTMLScriptElement.prototype){const c=document.images;let k=0;` +
    `const o=new MutationObserver(()=>{for(;k<c.length;k++){const n=c[k];if(n.getAttribute('loading')==='lazy')` +
    `for(const a of ${JSON.stringify(HELD)}){const v=n.getAttribute(a);if(v!==null){n.setAttribute('data-later-'+a,v);n.removeAttribute(a)}}}});` +
    `o.observe(document.body,{childList:true,subtree:true});self.${HOLDER}=o}`
  return `<script${nonceAttribute(nonce)}>${code}</script>`
}

const nonceAttribute = (nonce: string | undefined) => (nonce === undefined ? '' : ` nonce="${nonce}"`)

/**
 * The loader: once the main picture is painted (or has failed, or timed out), the held pictures
 * get their files back and the scripts are appended, each in a task of its own: asking for a
 * script costs the main thread 1–3 ms, sometimes 13, and the twelve of a listing in one task made
 * it 20–30 ms long, after the first paint (Lighthouse counts it four times over).
 */
function loader(sources: string[], nonce: string | undefined): string {
  const code =
    `const s=${JSON.stringify(sources)};let done=false;` +
    `const go=()=>{if(done)return;done=true;self.${HOLDER}?.disconnect();` +
    `for(const e of document.querySelectorAll('img[data-later-src],img[data-later-srcset]'))for(const a of ${JSON.stringify(HELD)}){const v=e.getAttribute('data-later-'+a);if(v!==null){e.removeAttribute('data-later-'+a);e.setAttribute(a,v)}}` +
    `for(const src of s)setTimeout(()=>{const e=document.createElement('script');e.src=src;e.async=true;document.head.append(e)})};` +
    `for(const t of ${JSON.stringify(FIRST_INPUT)})addEventListener(t,go,{once:true,capture:true,passive:true});` +
    `const i=document.querySelector('img[fetchpriority="high"]');` +
    `const l=!i||i.complete?Promise.resolve():new Promise(r=>{i.addEventListener('load',r,{once:true});i.addEventListener('error',r,{once:true});setTimeout(r,${WAIT_MS})});` +
    `l.then(()=>i&&i.decode().catch(()=>{})).then(()=>requestAnimationFrame(()=>setTimeout(go)))`
  return `<script type="module"${nonceAttribute(nonce)}>${code}</script>`
}

/**
 * `html` with Next's async page scripts, and the chunks it preloads, asked for by a loader after
 * the main picture. The loader carries the nonce the scripts carried, so a kept page's placeholder
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
  // PRELOAD_TAG has as="script" already. A preloaded chunk with no script tag holds the page's
  // client components, which React asks for while it hydrates: the loader appends it with the
  // others. Turbopack's runtime finds a chunk it needs among the page's scripts (by its src) and
  // waits for that one instead of loading it again, and a chunk only registers its modules.
  const withoutPreloads = withoutScripts.replace(PRELOAD_TAG, (tag, source: string) => {
    const attrs = attributes(source)
    const href = attrs.get('href') ?? ''
    if (attrs.get('rel') !== 'preload' || !href.startsWith(NEXT_ASSETS) || !href.endsWith('.js')) return tag
    if (!sources.includes(href)) sources.push(href)
    return ''
  })
  const end = withoutPreloads.lastIndexOf('</body>')
  const body = /<body\b[^>]*>/.exec(withoutPreloads)
  if (end === -1 || !body) return html
  const start = body.index + body[0].length
  return (
    withoutPreloads.slice(0, start) +
    holder(nonce) +
    withoutPreloads.slice(start, end) +
    loader(sources, nonce) +
    withoutPreloads.slice(end)
  )
}
