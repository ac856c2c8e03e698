// Spec §5: "Descriptions: strip HTML tags and entities, collapse whitespace". CRM and CMS
// descriptions are French and Dutch HTML, so the named entities of those languages are decoded
// to text; an entity we do not know is dropped rather than shown as '&xyz;'.
// prettier-ignore
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
  euro: '€', hellip: '…', ndash: '–', mdash: '—', laquo: '«', raquo: '»',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', middot: '·',
  deg: '°', sup2: '²', sup3: '³', copy: '©', reg: '®', trade: '™', times: '×',
  agrave: 'à', aacute: 'á', acirc: 'â', auml: 'ä', ccedil: 'ç', egrave: 'è', eacute: 'é',
  ecirc: 'ê', euml: 'ë', icirc: 'î', iuml: 'ï', ocirc: 'ô', ouml: 'ö', ugrave: 'ù',
  uacute: 'ú', ucirc: 'û', uuml: 'ü', oelig: 'œ', szlig: 'ß',
  Agrave: 'À', Acirc: 'Â', Auml: 'Ä', Ccedil: 'Ç', Egrave: 'È', Eacute: 'É', Ecirc: 'Ê',
  Euml: 'Ë', Icirc: 'Î', Iuml: 'Ï', Ocirc: 'Ô', Ouml: 'Ö', Ugrave: 'Ù', Ucirc: 'Û', Uuml: 'Ü',
  OElig: 'Œ',
}

const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi

function decodeEntity(_match: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X'
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
    // Out-of-range or control code points would break the text; drop them.
    return code > 31 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  }
  return NAMED[body] ?? ''
}

/** Decodes the named and numeric entities of `text` in one pass ("&amp;lt;" stays the text "&lt;"). */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, decodeEntity)
}

// Inline formatting sits inside a word as often as around one ("Albert I<sup>er</sup>",
// "<b>G</b>and"): it vanishes without a space. Every other tag (paragraph, list item, line break)
// ends a block and becomes a space, so words of two list items never run together.
const INLINE_TAG = /<\/?(?:b|strong|i|em|u|sup|sub|span|small|mark|abbr|font|a)\b[^>]*>/gi

export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  return (
    html
      // Script and style bodies are code, not description text.
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(INLINE_TAG, '')
      // Any other tag becomes a space so that "a<br>b" or "</p><p>" do not glue two words together.
      // Only real tags match (a letter after '<'), so "3 < 5" in text survives.
      .replace(/<\/?[a-z][^>]*>|<![a-z][^>]*>/gi, ' ')
      // One pass: "&amp;lt;" decodes to the text "&lt;", not to "<".
      .replace(ENTITY, decodeEntity)
      .replace(/\s+/g, ' ')
      .trim()
  )
}
