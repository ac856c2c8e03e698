/**
 * The flood symbol shown with Flemish listings in an effectively flood-prone area (class D): a
 * house standing in water. Drawn inline so it prints and needs no request.
 */
export function FloodSymbol({ label, className }: { label: string; className?: string }) {
  return (
    <svg className={className} role="img" aria-label={label} viewBox="0 0 48 48" width="48" height="48">
      <title>{label}</title>
      <rect width="48" height="48" rx="8" fill="#0b5aa6" />
      <path d="M10 24 L24 12 L38 24 V31 H10 Z" fill="#ffffff" />
      <rect x="21" y="24" width="6" height="7" fill="#0b5aa6" />
      <path
        d="M6 34 q4.5 -4 9 0 t9 0 t9 0 t9 0 M6 40 q4.5 -4 9 0 t9 0 t9 0 t9 0"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  )
}
