import type React from 'react'

import type { PropertyTypeIcon as IconName } from '@/domain/property/propertyTypeIcon'

// Outline pictograms on a 24 px grid in the text colour, one per icon of spec §3 ("Icons by
// WebID"); which type gets which is domain/propertyTypeIcon.
const paths: Record<IconName, React.ReactNode> = {
  residential: (
    <>
      <path d="M3.5 11 12 4l8.5 7" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5.5h4V20" />
    </>
  ),
  commercial: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="1" />
      <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M11 21v-2.5h2V21" />
    </>
  ),
  industrial: (
    <>
      <path d="M3 20.5V11l5 3v-3l5 3v-3l5 3V4h3v16.5z" />
      <path d="M7 17.5h2M12 17.5h2" />
    </>
  ),
  land: (
    <>
      <path d="M3 17.5 8 11l4 5 3-3 6 4.5" />
      <path d="M3 20.5h18" />
      <circle cx="16.5" cy="7" r="2" />
    </>
  ),
  retail: (
    <>
      <path d="M4 9.5h16L18.5 4h-13z" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5.5h4V20" />
    </>
  ),
}

/**
 * A property type's pictogram. Decorative: the type's name is always written beside it, so it is
 * hidden from assistive technology and never focusable. Usable in server and client components.
 */
export function PropertyTypeIcon({ icon, className }: { icon: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={icon}
    >
      {paths[icon]}
    </svg>
  )
}
