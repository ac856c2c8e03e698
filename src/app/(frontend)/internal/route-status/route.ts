export const dynamic = 'force-dynamic'

import { NextResponse } from 'next/server'

import { getRouteTable } from '@/data/routeTable'
import { goneSetOf } from '@/domain/routes/gone'

/** Withdrawn paths and property ids, read by the proxy to answer 410 Gone (src/proxy.ts). */
export async function GET(): Promise<NextResponse> {
  return NextResponse.json(goneSetOf(await getRouteTable()), {
    headers: { 'Cache-Control': 'no-store' },
  })
}
