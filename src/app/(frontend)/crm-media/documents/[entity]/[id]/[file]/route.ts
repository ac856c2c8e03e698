import { crmDocument } from '@/data/crmDocuments'

type Context = { params: Promise<{ entity: string; id: string; file: string }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { entity, id, file } = await params
  const language = new URL(request.url).searchParams.get('lang')
  const pdf = await crmDocument(entity, id, file, language)
  if (!pdf) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
