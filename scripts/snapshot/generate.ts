// Writes the CRM snapshot (data/crm/*.json) from the hand-written listings, deterministically:
// the same sources always give the same bytes. Run: npx tsx scripts/snapshot/generate.ts
// The files are then loaded back through FileSnapshotSource, so the generator cannot write a
// snapshot the importer would reject.

import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { FileSnapshotSource, snapshotFiles } from '../../src/integrations/omnicasa/source'
import { buildProject } from './buildProject'
import { buildProperty } from './buildProperty'
import { communications } from './communications'
import { allLanguages, contentLanguages, type AnyLang, type Lang } from './lang'
import { listings } from './listings'
import { cityList, propertyTypeList, treeNodes } from './lists'
import { communicationStatuses, communicationTypes, owners } from './owners'
import { projects } from './projectData'
import { buildStatistics } from './statistics'
import { writeJson } from './writeJson'

export const SNAPSHOT_DATE = '2026-11-20'

const outDir = fileURLToPath(new URL('../../data/crm/', import.meta.url))

const isContent = (lang: AnyLang): lang is Lang => (contentLanguages as readonly string[]).includes(lang)

function listingById(id: number) {
  const listing = listings.find((l) => l.id === id)
  if (!listing) throw new Error(`unknown listing ${id}`)
  return listing
}

function languageFiles(lang: AnyLang): [string, unknown][] {
  const content = isContent(lang)
  return [
    [snapshotFiles.properties(lang), content ? listings.map((l) => buildProperty(l, lang)) : []],
    [snapshotFiles.propertyTypes(lang), propertyTypeList(listings, lang)],
    [snapshotFiles.cities(lang), content ? cityList(listings, lang, 'all') : []],
    [snapshotFiles.citiesSale(lang), content ? cityList(listings, lang, 'sale') : []],
    [snapshotFiles.citiesRent(lang), content ? cityList(listings, lang, 'rent') : []],
    [snapshotFiles.projects(lang), content ? projects.map((p) => buildProject(p, lang)) : []],
  ]
}

function ownerFiles(): [string, unknown][] {
  const ownerRecords = owners.map((o) => ({
    ID: o.id,
    Title: o.title,
    FirstName: o.firstName,
    LastName: o.lastName,
    Email: o.email,
    Phone: o.phone,
    Language: o.language,
    PropertyIDs: o.properties.map((p) => p.id),
  }))
  const statistics = owners.flatMap((o) =>
    o.properties.map((p) => buildStatistics(o, listingById(p.id), p.launch, SNAPSHOT_DATE)),
  )
  let nextId = 880001
  const history = owners.flatMap((o) =>
    (communications[o.id] ?? []).map(([date, type, status, propertyId, contact, subject, comment]) => ({
      ID: nextId++,
      OwnerID: o.id,
      PropertyID: propertyId,
      Language: o.language,
      Date: date,
      Type: type,
      TypeName: communicationTypes[type][o.language],
      Contact: contact,
      Subject: subject,
      Comment: comment,
      Status: status,
      StatusName: communicationStatuses[status][o.language],
    })),
  )
  return [
    [snapshotFiles.owners, ownerRecords],
    [snapshotFiles.statistics, statistics],
    [snapshotFiles.communications, history],
  ]
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true })
  for (const file of await readdir(outDir)) {
    if (file.endsWith('.json')) await rm(path.join(outDir, file))
  }
  const files: [string, unknown][] = [
    [
      snapshotFiles.manifest,
      {
        SnapshotDate: SNAPSHOT_DATE,
        GeneratedBy: 'scripts/snapshot/generate.ts',
        ContentLanguages: [...allLanguages],
      },
    ],
    ...allLanguages.flatMap(languageFiles),
    [snapshotFiles.treeNodes, treeNodes],
    ...ownerFiles(),
    [snapshotFiles.neighbourhoods, []],
  ]
  for (const [file, value] of files) await writeJson(path.join(outDir, file), value)
  const snapshot = await new FileSnapshotSource(outDir).load()
  const counts = contentLanguages
    .map((lang) => `${lang} ${snapshot.languages[lang].properties.length}`)
    .join(', ')
  console.log(
    `wrote ${files.length} files to ${path.relative(process.cwd(), outDir)} (properties: ${counts})`,
  )
}

await main()
