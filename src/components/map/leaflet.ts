/*
 * Leaflet and its stylesheet, as one module for `import()`: a map loads both when it comes near the
 * screen, and pages without a map load neither (the stylesheet was 20 KB on every page).
 */
import 'leaflet/dist/leaflet.css'

export * from 'leaflet'
