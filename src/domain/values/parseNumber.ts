// CRM fields arrive as numbers, numeric strings ("350000"), empty strings or null. Every rule
// reads them through this one function so that a bad value becomes null and never the text
// 'NaN' (spec §8 lists "currency formatting returns text NaN" as a silent failure to avoid).
// Only plain decimal notation with a '.' is accepted: "350.000,00" or "1e5" are not CRM output
// and are refused rather than guessed.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return DECIMAL.test(trimmed) ? Number(trimmed) : null
}
