export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

/**
 * Spec §4: "Device class: two readings exist."
 * - 'frame' (the page frame, used by the site): "desktop 1280 or more, tablet 767 to under 1280,
 *   mobile under 767".
 * - 'settings' (the app settings flags): "desktop above 960, tablet 768 to 960, mobile 767 or
 *   less".
 * The page frame is the default because it decides the header (full menu or drawer).
 */
export type DeviceReading = 'frame' | 'settings'

export function deviceClass(width: number, reading: DeviceReading = 'frame'): DeviceClass {
  if (reading === 'settings') {
    if (width > 960) return 'desktop'
    return width > 767 ? 'tablet' : 'mobile'
  }
  if (width >= 1280) return 'desktop'
  return width >= 767 ? 'tablet' : 'mobile'
}
