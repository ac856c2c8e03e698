import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ArrayElement, jsonArrayElements, readElements } from './jsonArray'

let dir: string
let n = 0
async function fileWith(text: string): Promise<string> {
  const file = path.join(dir, `${n++}.json`)
  await writeFile(file, text)
  return file
}
async function all(file: string, blockSize?: number): Promise<ArrayElement[]> {
  const out: ArrayElement[] = []
  for await (const element of jsonArrayElements(file, blockSize)) out.push(element)
  return out
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'json-array-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const records = [
  { ID: 1, Name: 'Brussel', Note: 'a } in a string, a { and ] and [' },
  { ID: 2, Name: 'Liège — “quoted”', Escapes: 'a \\" quote, a \\\\ backslash\\\\', Emoji: '🏠' },
  { ID: 3, Nested: [{ a: [1, 2, { b: '}' }] }, []], Empty: {} },
  'a string element, with ] and }',
  42.5,
  -7,
  true,
  null,
  [1, [2, [3]]],
]

describe('jsonArrayElements', () => {
  it.each([1, 2, 3, 7, 64, 1 << 20])(
    'yields every element with its bytes, read %i bytes at a time',
    async (block) => {
      const text = `  [\n${records.map((r) => JSON.stringify(r, null, 1)).join(' ,\n')}\n] \n`
      const file = await fileWith(text)
      const elements = await all(file, block)
      expect(elements.map((e) => JSON.parse(e.text) as unknown)).toEqual(records)
      expect(elements.map((e) => e.index)).toEqual(records.map((_, i) => i))
      const bytes = Buffer.from(text)
      for (const e of elements) expect(bytes.subarray(e.start, e.end).toString()).toBe(e.text)
      expect(await readElements(file, elements)).toEqual(elements.map((e) => e.text))
    },
  )

  it('reads an empty array', async () => {
    expect(await all(await fileWith(' [ ] '))).toEqual([])
  })

  it.each([
    ['{"ID": 1}', 'expected a JSON array, received object'],
    ['"text"', 'expected a JSON array, received string'],
    ['', 'invalid JSON: the file is empty'],
    ['[{"ID": 1}', 'invalid JSON: the file ends before its array does'],
    ['[{"Name": "Gent", ', 'invalid JSON: the file ends before its array does'],
    ['[1, 2', 'invalid JSON: the file ends before its array does'],
    ['[{"ID": 1} {"ID": 2}]', 'invalid JSON: expected "," or "]" at byte 11'],
    ['[1,]', 'invalid JSON: unexpected "]" at byte 3'],
    ['[,1]', 'invalid JSON: unexpected "," at byte 1'],
    ['[1] x', 'invalid JSON: unexpected text after the array at byte 4'],
  ])('rejects %j: %s', async (text, detail) => {
    await expect(all(await fileWith(text), 2)).rejects.toMatchObject({ detail })
  })
})
