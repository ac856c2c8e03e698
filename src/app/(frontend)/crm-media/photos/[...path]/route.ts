import { crmPhoto, photoWidths } from '@/data/crmMedia'

type Context = { params: Promise<{ path: string[] }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params
  const widthParam = new URL(request.url).searchParams.get('width')
  const width = widthParam === null ? null : Number(widthParam)
  if (width !== null && !(photoWidths as readonly number[]).includes(width)) {
    return new Response('Unsupported width', { status: 400 })
  }
  const bytes = await crmPhoto(path, width)
  if (!bytes) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': width === null ? 'image/jpeg' : 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
