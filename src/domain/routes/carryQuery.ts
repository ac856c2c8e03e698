/**
 * The language links carry the visitor's query string (issue 20: the switcher on a list dropped
 * its filters and sort). The filters are language-free (a web type id, a town's zip, a price, a
 * sort key), so every parameter is kept; one the link already names keeps the link's value (a
 * project's `?id=` on /project/), and a fragment stays last.
 *
 * The frame is the same for every visitor (the page cache), so the links are completed in the
 * browser: by this inline module script, which runs as soon as the page is parsed and its styles
 * are in, in practice before a link can be pointed at, focused or followed. It listens on the
 * document (capture) and rewrites a language link's `href` from its `data-language-href` and the
 * current query whenever one is hovered, focused, pressed or clicked, so a press before the page's
 * scripts have run keeps the filters too, and a client-side navigation's new query is the one
 * carried. Without JavaScript the links lead to the same page unfiltered.
 */
export const carryQueryScript =
  `(function(){function c(e){var t=e.target,a=t&&t.closest&&t.closest('a[data-language-href]');if(!a)return;` +
  `var h=a.getAttribute('data-language-href')||'',i=h.indexOf('#'),f=i<0?'':h.slice(i),b=i<0?h:h.slice(0,i),` +
  `m=b.indexOf('?'),o=new URLSearchParams(m<0?'':b.slice(m+1)),r=new URLSearchParams(o);` +
  `new URLSearchParams(location.search).forEach(function(v,k){if(!o.has(k))r.append(k,v)});` +
  `var s=r.toString();a.setAttribute('href',(m<0?b:b.slice(0,m))+(s?'?'+s:'')+f)}` +
  `['mouseover','focusin','pointerdown','click'].forEach(function(n){document.addEventListener(n,c,true)})})()`
