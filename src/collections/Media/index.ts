import path from 'node:path'
import type { Access, CollectionAfterReadHook, CollectionConfig, ImageSize } from 'payload'

import { anyone, isAdmin, siteOrStaff } from '@/access'
import { navGroups } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { servedFileUrl } from '@/domain/media/fileUrl'
import { env } from '@/env'
import { tr } from '@/fields/labels'

/**
 * Widths the site requests (spec §7: 100, 400, 600, 1360, 1920; thumbnails about 200). Height is
 * left out to keep the aspect ratio; smaller originals are kept rather than enlarged.
 */
export const mediaWidths = [100, 200, 400, 600, 1360, 1920] as const

const imageSizes: ImageSize[] = mediaWidths.map((width) => ({
  name: `w${width}`,
  width,
  withoutEnlargement: true,
  formatOptions: { format: 'webp', options: { quality: 80 } },
}))

type FileUrls = { url?: string | null; thumbnailURL?: string | null }

function unslashed<T extends FileUrls>(file: T): T {
  return {
    ...file,
    ...(file.url ? { url: servedFileUrl(file.url, env.publicOrigins) } : {}),
    ...(file.thumbnailURL ? { thumbnailURL: servedFileUrl(file.thumbnailURL, env.publicOrigins) } : {}),
  }
}

/**
 * Payload writes file URLs with next.config's trailing slash (`/api/media/file/a.webp/`), which Next
 * answers with a 308 to the unslashed path: one extra round trip per image, in every srcset. The
 * URLs leave Payload without it, for the site, the admin and the REST API alike (decision 028), and
 * as paths rather than on SITE_URL, so that they load from any of the site's origins (decision 031).
 */
const fileUrlsWithoutSlash: CollectionAfterReadHook = ({ doc }) => {
  const file = unslashed(doc as FileUrls & { sizes?: Record<string, FileUrls | null | undefined> })
  if (file.sizes) {
    file.sizes = Object.fromEntries(
      Object.entries(file.sizes).map(([name, size]) => [name, size ? unslashed(size) : size]),
    )
  }
  return file
}

/** Images, videos and PDFs used by pages, articles, globals and testimonials. */
/**
 * The files under /api/media/file/ are the site's images: anyone fetches them (Payload's file route
 * asks this rule with `isReadingStaticFile`), but only the files of a media document, so a stray
 * name is refused (403) instead of answering 500 for a file missing on disk. The documents
 * themselves (names, alt texts, sizes) reach visitors through the pages only (decision 029).
 */
const readMedia: Access = (args) =>
  args.isReadingStaticFile ? { filename: { exists: true } } : siteOrStaff(anyone)(args)

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: tr('Media file', 'Fichier média', 'Mediabestand', 'Mediendatei'),
    plural: tr('Media', 'Médias', 'Media', 'Medien'),
  },
  admin: {
    useAsTitle: 'filename',
    group: navGroups.content,
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
  },
  access: { read: readMedia, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { ...changeSignalHooks(), afterRead: [fileUrlsWithoutSlash] },
  upload: {
    staticDir: path.join(env.dataDir, 'media'),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
    imageSizes,
    adminThumbnail: 'w200',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      label: tr('Alternative text', 'Texte alternatif', 'Alternatieve tekst', 'Alternativtext'),
      admin: {
        description: tr(
          'Describes the file for screen readers and search engines.',
          'Décrit le fichier pour les lecteurs d’écran et les moteurs de recherche.',
          'Beschrijft het bestand voor schermlezers en zoekmachines.',
          'Beschreibt die Datei für Screenreader und Suchmaschinen.',
        ),
      },
    },
    {
      name: 'caption',
      type: 'text',
      localized: true,
      label: tr('Caption', 'Légende', 'Bijschrift', 'Bildunterschrift'),
    },
  ],
}
