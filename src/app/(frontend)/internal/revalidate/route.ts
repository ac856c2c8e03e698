import { NextResponse } from 'next/server'

import { revalidate } from '@/data/revalidate'
import { isRevalidationToken } from '@/data/revalidationToken'
import { tags } from '@/data/tags'

/** Called by `npm run import` after a run, so the running site shows the new CRM data at once. */
export async function POST(request: Request): Promise<NextResponse> {
  if (!isRevalidationToken(request.headers.get('x-revalidation-token'))) {
    return NextResponse.json({ error: 'forbidden' }, { status: 403 })
  }
  revalidate(tags.properties, tags.propertyTypes, tags.cities, tags.projects, tags.treeNodes)
  return NextResponse.json({ revalidated: true })
}
