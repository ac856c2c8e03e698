import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

type S3rverOptions = {
  address: string
  port: number
  directory: string
  silent: boolean
  configureBuckets: { name: string }[]
}
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void>; httpServer?: Server }

// s3rver ships no type declarations; this is the part of its API used here.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance

export type S3Server = {
  endpoint: string
  bucket: string
  /** The S3_* variables that point the site at this server. */
  env: Record<string, string>
  /** Every object key in the bucket. */
  keys(): Promise<string[]>
  stop(): Promise<void>
}

// s3rver accepts only its own fixed credentials.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1, on a free port, storing in a temporary
 * folder, with one empty bucket. The bucket's name is new each time, since the S3 plugin keeps its
 * clients per bucket name for the life of the process.
 */
export async function startS3(): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'agency-s3-'))
  const bucket = `agency-media-${randomBytes(4).toString('hex')}`
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
    },
    stop: async () => {
      client.destroy()
      // The site's S3 client keeps connections alive; close() alone would wait for them.
      server.httpServer?.closeAllConnections()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
