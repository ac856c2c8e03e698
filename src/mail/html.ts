import type { MailBlock, MailDocument, MailLink } from './document'

// Mail clients (Outlook above all) ignore <style> blocks and modern layout: tables, inline styles
// and a 600px column are what renders the same everywhere.
const FONT = 'font-family:Arial,Helvetica,sans-serif;'
const TEXT = `${FONT}font-size:15px;line-height:1.5;color:#1f2933;`
const MUTED = `${FONT}font-size:13px;line-height:1.5;color:#6b7280;`
const DEFAULT_BRAND = '#1f2937'

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Every value goes through this: visitors' input ends up in these mails. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

/** Escaped, with the visitor's line breaks kept. */
function multiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>')
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The agency's colour if it is a hex colour (it goes into style attributes), the text colour that
 * reads best on it, and the colour of links on white: the brand's, unless it is too light to read
 * there (WCAG AA, 4.5:1).
 */
export function brandColors(color: string): { background: string; foreground: string; link: string } {
  const given = color.trim()
  const background = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(given) ? given : DEFAULT_BRAND
  const hex = background.length === 4 ? `#${[...background.slice(1)].map((c) => c + c).join('')}` : background
  const l = luminance(hex)
  return {
    background,
    foreground: 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111111',
    link: 1.05 / (l + 0.05) >= 4.5 ? background : DEFAULT_BRAND,
  }
}

function anchor(link: MailLink, style: string): string {
  const label = escapeHtml(link.label)
  return link.url ? `<a href="${escapeHtml(link.url)}" style="${style}">${label}</a>` : label
}

function presentation(content: string, cellStyle: string, spacing = 'margin:0 0 16px;'): string {
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${spacing}border-collapse:collapse;">` +
    `<tr><td style="${cellStyle}">${content}</td></tr></table>`
  )
}

function block(item: MailBlock, brand: ReturnType<typeof brandColors>): string {
  const link = `color:${brand.link};text-decoration:underline;`
  switch (item.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;${TEXT}">${multiline(item.text)}</p>`
    case 'heading':
      return `<h2 style="margin:24px 0 8px;${FONT}font-size:16px;line-height:1.4;color:#111827;">${escapeHtml(item.text)}</h2>`
    case 'note':
      return `<p style="margin:0 0 16px;${MUTED}">${multiline(item.text)}</p>`
    case 'warning':
      return presentation(
        `<strong>${multiline(item.text)}</strong>`,
        `padding:12px 16px;background:#fff4e5;border-left:4px solid #f59e0b;${TEXT}color:#7a4100;`,
      )
    case 'quote':
      return presentation(
        multiline(item.text),
        `padding:8px 16px;border-left:3px solid #d1d5db;background:#f9fafb;${TEXT}`,
      )
    case 'facts':
      return presentation(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">${item.rows
          .map(
            (row) =>
              `<tr><td width="35%" style="padding:6px 12px 6px 0;border-bottom:1px solid #e5e7eb;vertical-align:top;${FONT}font-size:14px;line-height:1.5;color:#6b7280;">${escapeHtml(row.label)}</td>` +
              `<td style="padding:6px 0;border-bottom:1px solid #e5e7eb;vertical-align:top;${FONT}font-size:14px;line-height:1.5;color:#1f2933;">${multiline(row.value)}</td></tr>`,
          )
          .join('')}</table>`,
        'padding:0;',
      )
    case 'listing':
      return presentation(
        `<strong>${escapeHtml(item.line)}</strong><br>${anchor(item.link, link)}`,
        `padding:12px 16px;border:1px solid #e5e7eb;${TEXT}`,
      )
    case 'card': {
      // The photo scales down in narrow clients; width="552" is what Outlook, which ignores max-width, uses.
      const image = item.image
        ? `<img src="${escapeHtml(item.image.url)}" alt="${escapeHtml(item.image.alt)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0;margin:0 0 10px;">`
        : ''
      const photo =
        item.image && item.link.url ? `<a href="${escapeHtml(item.link.url)}">${image}</a>` : image
      const badge = `<span style="${FONT}font-size:12px;font-weight:bold;letter-spacing:0.04em;text-transform:uppercase;color:${brand.link};">${escapeHtml(item.badge)}</span>`
      const title = `<strong style="${FONT}font-size:17px;">${anchor(item.link, `${link}color:#111827;`)}</strong>`
      const lines = item.lines.map((line) => `<br>${escapeHtml(line)}`).join('')
      return presentation(
        `${photo}${badge}<br>${title}${lines}`,
        `padding:12px;border:1px solid #e5e7eb;${TEXT}`,
      )
    }
    case 'button': {
      if (!item.link.url) return `<p style="margin:0 0 16px;${TEXT}">${escapeHtml(item.link.label)}</p>`
      const href = escapeHtml(item.link.url)
      // The colour is on the cell too: Outlook ignores a link's padding and background.
      const button =
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 12px;border-collapse:separate;">` +
        `<tr><td bgcolor="${brand.background}" style="background:${brand.background};border-radius:4px;">` +
        `<a href="${href}" style="display:inline-block;padding:12px 24px;${FONT}font-size:15px;font-weight:bold;color:${brand.foreground};text-decoration:none;border-radius:4px;">${escapeHtml(item.link.label)}</a>` +
        `</td></tr></table>`
      const fallback = `<p style="margin:0 0 16px;${MUTED}">${escapeHtml(item.fallback)}<br><a href="${href}" style="${link}word-break:break-all;">${href}</a></p>`
      return button + fallback
    }
    case 'links':
      return `<ul style="margin:0 0 16px;padding:0 0 0 20px;${TEXT}">${item.links
        .map((l) => `<li style="margin:0 0 6px;">${anchor(l, link)}</li>`)
        .join('')}</ul>`
    case 'signature':
      return `<p style="margin:24px 0 16px;${TEXT}">${escapeHtml(item.signOff)}<br><strong>${escapeHtml(item.name)}</strong></p>`
  }
}

/** The HTML part: the agency's colour and name (or logo) on top, the body, the contact footer. */
export function renderHtml(doc: MailDocument): string {
  const brand = brandColors(doc.brand.color)
  const name = escapeHtml(doc.brand.name)
  const header = doc.brand.logoUrl
    ? `<img src="${escapeHtml(doc.brand.logoUrl)}" alt="${name}" height="48" style="display:block;height:48px;width:auto;max-width:100%;border:0;">`
    : `<span style="${FONT}font-size:20px;font-weight:bold;color:${brand.foreground};">${name}</span>`
  const footer = doc.footer
    .map((line) =>
      line.href
        ? `<a href="${escapeHtml(line.href)}" style="color:#6b7280;text-decoration:underline;">${escapeHtml(line.text)}</a>`
        : escapeHtml(line.text),
    )
    .join('<br>')
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(doc.locale)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;">',
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(doc.preheader)}</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;border-collapse:collapse;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse;">',
    `<tr><td style="padding:20px 24px;background:${brand.background};">${header}</td></tr>`,
    '<tr><td style="padding:24px;">',
    `<h1 style="margin:0 0 16px;${FONT}font-size:22px;line-height:1.3;color:#111827;">${escapeHtml(doc.heading)}</h1>`,
    ...doc.blocks.map((item) => block(item, brand)),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;background:#f9fafb;border-top:1px solid #e5e7eb;${MUTED}"><strong>${name}</strong><br>${footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n')
}
