import type React from 'react'

/** Outline icons drawn on a 24 px grid in the text colour; decorative, so hidden from assistive tech. */
const paths = {
  phone: (
    <path d="M5 4h3.2l1.6 4.4-2.1 1.3a11.5 11.5 0 0 0 6.6 6.6l1.3-2.1L20 15.8V19a2 2 0 0 1-2.2 2A17 17 0 0 1 3 6.2 2 2 0 0 1 5 4z" />
  ),
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  location: (
    <>
      <path d="M12 21s-7-6.1-7-11.2a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.8" r="2.6" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </>
  ),
  facebook: (
    <path d="M14.5 21v-7.5h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.6 1.6-1.6h1.7V4a22 22 0 0 0-2.5-.1c-2.4 0-4.1 1.5-4.1 4.2v2.3H8.5v3.2h2.7V21" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.2 6.8h.01" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V17M8 7.5v.01M11.5 17v-6.5M11.5 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.2 9.3 4.6 2.7-4.6 2.7z" />
    </>
  ),
  x: <path d="M4.5 4h4l11 16h-4zM19.5 4l-6.3 7.2M10.8 12.8 4.5 20" />,
  tiktok: <path d="M14 3.5v11a3.7 3.7 0 1 1-3.7-3.7M14 3.5c.4 2.6 2.3 4.4 5 4.6" />,
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 20.5 12 10.5M10.3 15.2c3.9 1.4 6.2-1.1 6.2-4a4.5 4.5 0 0 0-9 0c0 .8.2 1.5.6 2" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h11" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevronDown: <path d="m6.5 9.5 5.5 5.5 5.5-5.5" />,
  chevronRight: <path d="m9.5 6.5 5.5 5.5-5.5 5.5" />,
  arrowUp: <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  home: <path d="M4 11.2 12 4l8 7.2M6.5 9.5V20h11V9.5" />,
  external: <path d="M14 4h6v6M20 4l-8.5 8.5M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
} satisfies Record<string, React.ReactNode>

export type IconName = keyof typeof paths

export function isIconName(name: string): name is IconName {
  return name in paths
}

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  )
}
