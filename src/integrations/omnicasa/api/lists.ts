import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { z } from 'zod'

import {
  AppointmentSchema,
  CitySchema,
  CommunicationSchema,
  ConstructionSchema,
  crmLanguages,
  NeighbourhoodSchema,
  OwnerSchema,
  ProjectSchema,
  PropertyStatisticsSchema,
  PropertyTypeSchema,
  TreeNodeSchema,
} from '../schema'
import { snapshotFiles } from '../source'
import type { OmnicasaLanguage } from '../types'
import { type OmnicasaClient, omnicasaLanguageIds } from './client'
import { eachLimited } from './files'
import { parse } from './validate'

type Fetch = (client: OmnicasaClient, language: OmnicasaLanguage) => Promise<unknown[]>

const inLanguage = (language: OmnicasaLanguage) => ({ LanguageId: omnicasaLanguageIds[language] })

/**
 * The CRM's lists other than listings, small enough to fetch whole on every sync (a few thousand
 * rows at most): each file of the snapshot, the call that fills it, and the schema it must pass.
 */
const perLanguage: {
  file: (l: OmnicasaLanguage) => string
  call: string
  schema: z.ZodType
  fetch: Fetch
}[] = [
  {
    file: snapshotFiles.propertyTypes,
    call: 'GetTypeOfPropertyList',
    schema: PropertyTypeSchema,
    fetch: (c, l) => c.array('GetTypeOfPropertyList', inLanguage(l)),
  },
  {
    file: snapshotFiles.cities,
    call: 'GetCityListOfObjects',
    schema: CitySchema,
    fetch: (c, l) => c.array('GetCityListOfObjects', inLanguage(l)),
  },
  {
    file: snapshotFiles.citiesSale,
    call: 'GetCityListOfObjects',
    schema: CitySchema,
    fetch: (c, l) => c.array('GetCityListOfObjects', { ...inLanguage(l), Goal: 0 }),
  },
  {
    file: snapshotFiles.citiesRent,
    call: 'GetCityListOfObjects',
    schema: CitySchema,
    fetch: (c, l) => c.array('GetCityListOfObjects', { ...inLanguage(l), Goal: 1 }),
  },
]

const whole: { file: string; call: string; schema: z.ZodType; paged: boolean }[] = [
  { file: snapshotFiles.treeNodes, call: 'GetGeographicList', schema: TreeNodeSchema, paged: false },
  { file: snapshotFiles.owners, call: 'GetOwnerList', schema: OwnerSchema, paged: true },
  {
    file: snapshotFiles.statistics,
    call: 'GetManyVisitStatisticsOfProperty',
    schema: PropertyStatisticsSchema,
    paged: true,
  },
  {
    file: snapshotFiles.communications,
    call: 'GetAutomaticHistories',
    schema: CommunicationSchema,
    paged: true,
  },
  {
    file: snapshotFiles.neighbourhoods,
    call: 'GetNeighbourhoodList',
    schema: NeighbourhoodSchema,
    paged: false,
  },
  { file: snapshotFiles.appointments, call: 'GetAppointmentObject', schema: AppointmentSchema, paged: true },
]

/** Projects with their buildings (GetBuildingList), in one language. */
async function projects(client: OmnicasaClient, language: OmnicasaLanguage): Promise<unknown[]> {
  const listed = await client.list('GetProjectList', inLanguage(language))
  const complete: unknown[] = []
  await eachLimited(listed, 4, async (project) => {
    const id = (project as { ID?: unknown }).ID
    const buildings = await client.array('GetBuildingList', { ...inLanguage(language), ProjectID: id })
    complete.push({
      ...(project as object),
      Constructions: parse('GetBuildingList', ConstructionSchema, buildings, language),
    })
  })
  const valid = parse('GetProjectList', ProjectSchema, complete, language)
  return valid.sort((a, b) => a.ID - b.ID)
}

/** Fetches, checks and writes every list but the listings into the staging folder. */
export async function stageLists(client: OmnicasaClient, dir: string): Promise<number> {
  let rows = 0
  const write = async (file: string, records: unknown[]) => {
    rows += records.length
    await writeFile(path.join(dir, file), JSON.stringify(records))
  }
  for (const language of crmLanguages) {
    for (const { file, call, schema, fetch } of perLanguage) {
      await write(file(language), parse(call, schema, await fetch(client, language), language))
    }
    await write(snapshotFiles.projects(language), await projects(client, language))
  }
  for (const { file, call, schema, paged } of whole) {
    const records = paged ? await client.list(call) : await client.array(call)
    await write(file, parse(call, schema, records))
  }
  return rows
}
