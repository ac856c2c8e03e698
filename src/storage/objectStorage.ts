import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'

import { env } from '@/env'

// @payloadcms/storage-s3 (and the plugin it builds on) stops at 3.90.1, while the rest of Payload
// is at 3.90.2 for its trailing-slash fixes (docs/decisions/010). Outside production, Payload's
// dependency check crashes the process over that version label, though one copy of payload and of
// @payloadcms/ui is installed (package.json overrides). src/storage/payloadVersions.test.ts keeps
// the check's guard in `npm test`; drop this line when storage-s3 catches up.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/**
 * Fields the S3 plugin adds for uploads sent straight from the browser (`_objectKey`) and for
 * per-document folders (`prefix`). The site uses neither, and the columns would exist only where
 * S3 is configured, while the schema changes only through the committed migrations
 * (src/db/adapter.ts): without them every object's key is `S3_PREFIX/filename`.
 */
const storageOnlyFields = ['_objectKey', 'prefix']

function withoutStorageOnlyFields(plugin: Plugin): Plugin {
  return async (incoming: Config) => {
    const ownFields = new Map(
      incoming.collections?.map((c) => [
        c.slug,
        new Set(c.fields.flatMap((f) => ('name' in f ? [f.name] : []))),
      ]),
    )
    const config = await plugin(incoming)
    const added = (slug: string, name: string) =>
      storageOnlyFields.includes(name) && !ownFields.get(slug)?.has(name)
    return {
      ...config,
      collections: config.collections?.map((c) => ({
        ...c,
        fields: c.fields.filter((f) => !('name' in f && added(c.slug, f.name))),
      })),
    }
  }
}

/**
 * Where the media collection's uploads live. With S3_BUCKET set, in that bucket, so that every
 * instance serves a file uploaded through any of them (on one instance's disk, the others answered
 * 500); otherwise under DATA_DIR/media, as before.
 *
 * Either way files are served through Payload's /api/media/file/<name>: the plugin streams them
 * from the bucket, so the bucket stays private, read access still applies, and the URLs stored in
 * documents and rendered by the site do not change with the storage.
 *
 * The plugin is registered even without a bucket, disabled, because it adds its upload handler to
 * the admin's import map either way: the map generated at build time then fits both settings.
 *
 * The CRM demo photos (/crm-media/…) are not uploads and stay out of the bucket: each instance
 * renders the ones it is asked for from the listing's seed into its own disk cache
 * (src/data/crmMedia.ts), byte for byte the same on every instance.
 */
export function storagePlugins(): Plugin[] {
  const s3 = env.objectStorage
  return [
    withoutStorageOnlyFields(
      s3Storage({
        enabled: s3 !== null,
        bucket: s3?.bucket ?? '',
        collections: { media: s3?.prefix ? { prefix: s3.prefix } : true },
        config: {
          region: s3?.region,
          endpoint: s3?.endpoint,
          forcePathStyle: s3?.forcePathStyle,
          credentials: s3 ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
          // The SDK adds CRC checksums to every upload by default (since early 2025), which many
          // S3-compatible servers refuse; elsewhere than AWS, only where an operation needs one.
          ...(s3?.endpoint
            ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
            : {}),
        },
      }),
    ),
  ]
}
