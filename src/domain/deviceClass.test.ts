import { describe, expect, it } from 'vitest'
import { deviceClass, type DeviceClass } from './deviceClass'

describe('deviceClass, page frame (default): "desktop 1280 or more, tablet 767 to under 1280, mobile under 767"', () => {
  it.each<[number, DeviceClass]>([
    [320, 'mobile'],
    [766, 'mobile'],
    [766.5, 'mobile'],
    [767, 'tablet'],
    [960, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1920, 'desktop'],
  ])('%i px → %s', (width, expected) => {
    expect(deviceClass(width)).toBe(expected)
    expect(deviceClass(width, 'frame')).toBe(expected)
  })
})

describe('deviceClass, app settings: "desktop above 960, tablet 768 to 960, mobile 767 or less"', () => {
  it.each<[number, DeviceClass]>([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [960, 'tablet'],
    [961, 'desktop'],
    [1279, 'desktop'],
  ])('%i px → %s', (width, expected) => {
    expect(deviceClass(width, 'settings')).toBe(expected)
  })
})
