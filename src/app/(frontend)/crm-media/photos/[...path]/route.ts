import { crmPhoto } from '@/data/crmMedia'
import { readPhotoRequest } from '@/domain/media/crmPhotoUrl'

type Context = { params: Promise<{ path: string[] }> }

/** The demo CRM's image server (decision 004): spec §7's `width`, `height=auto` and `format`. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params
  const asked = readPhotoRequest(new URL(request.url).searchParams)
  if (!asked) return new Response('Unsupported width, height or format', { status: 400 })
  const bytes = await crmPhoto(path, asked)
  if (!bytes) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': asked.format === 'webp' ? 'image/webp' : 'image/jpeg',
      // Immutable: a demo photo's bytes are a pure function of its path and parameters (the scene is
      // seeded from the path), so a URL never answers different content. A live CRM's URLs are its own.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
