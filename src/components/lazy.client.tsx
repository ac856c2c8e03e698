'use client'

import dynamic from 'next/dynamic'

// Turbopack puts every client component a route segment imports into that segment's first-load
// scripts, rendered or not (vercel/next.js#69865). The catch-all route serves lists, details,
// projects, content and owner pages, so each of them loaded the gallery, the maps and the owner
// forms of all the others (decision 043). Through next/dynamic each of these is a chunk of its
// own, loaded by the pages that render it; they are still rendered on the server, and the HTML of
// such a page preloads the chunk.

export const PropertyGallery = dynamic(() =>
  import('@/components/property/gallery/PropertyGallery.client').then((m) => m.PropertyGallery),
)
export const MediaEmbed = dynamic(() =>
  import('@/components/property/facts/MediaEmbed.client').then((m) => m.MediaEmbed),
)
export const ShareActions = dynamic(() =>
  import('@/components/property/share/ShareActions.client').then((m) => m.ShareActions),
)
export const PropertyMap = dynamic(() =>
  import('@/components/map/PropertyMap.client').then((m) => m.PropertyMap),
)
export const MapFrame = dynamic(() => import('@/components/map/MapFrame.client').then((m) => m.MapFrame))
export const ContactMap = dynamic(() =>
  import('@/components/contact/ContactMap.client').then((m) => m.ContactMap),
)
export const OwnerForm = dynamic(() => import('@/components/owner/OwnerForm.client').then((m) => m.OwnerForm))
