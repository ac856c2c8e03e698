'use client'

import dynamic from 'next/dynamic'

// The styles of the maps and the owner forms stay in the page's own stylesheet (the other parts'
// styles are imported by their server components already): a dynamic chunk with CSS makes
// next/dynamic write `<link rel="stylesheet" as="style">`, which is not valid HTML
// (tests/e2e/html-validity).
import '@/components/map/PropertyMap.module.css'
import '@/components/owner/OwnerForm.module.css'

// Turbopack puts every client component a route segment imports into that segment's first-load
// scripts, rendered or not (vercel/next.js#69865). The catch-all route serves lists, details,
// projects, content and owner pages, so each of them loaded the gallery, the maps and the owner
// forms of all the others (decision 043). Through next/dynamic each of these is a chunk of its
// own, loaded by the pages that render it; they are still rendered on the server, and the HTML of
// such a page preloads the chunk. They hydrate a request later than the page, so small parts a
// visitor may press at once (the video's play button, the share buttons) stay in the page's
// script: no press comes before they work.

export const PropertyGallery = dynamic(() =>
  import('@/components/property/gallery/PropertyGallery.client').then((m) => m.PropertyGallery),
)
export const PropertyMap = dynamic(() =>
  import('@/components/map/PropertyMap.client').then((m) => m.PropertyMap),
)
export const MapFrame = dynamic(() => import('@/components/map/MapFrame.client').then((m) => m.MapFrame))
export const ContactMap = dynamic(() =>
  import('@/components/contact/ContactMap.client').then((m) => m.ContactMap),
)
export const OwnerForm = dynamic(() => import('@/components/owner/OwnerForm.client').then((m) => m.OwnerForm))
