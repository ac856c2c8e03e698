import type { Problem } from './issues'
import type { CrmScan } from './types'

type Lists = Pick<CrmScan, 'owners' | 'statistics' | 'communications' | 'treeNodes'>

/**
 * Links between files that the importer relies on, file by file (the first file with problems is
 * the one reported). `propertyIds`: every listing of every language.
 */
export function referenceProblems(lists: Lists, propertyIds: ReadonlySet<number>): [string, Problem[]][] {
  const owners = new Map(lists.owners.map((owner) => [owner.ID, owner]))
  const nodeIds = new Set(lists.treeNodes.map((node) => node.ID))
  return [
    [
      'owners.json',
      lists.owners.flatMap((owner) =>
        owner.PropertyIDs.flatMap((id, i) =>
          propertyIds.has(id)
            ? []
            : [{ record: `ID ${owner.ID}`, field: `PropertyIDs[${i}]`, detail: `unknown property ${id}` }],
        ),
      ),
    ],
    [
      'statistics.json',
      lists.statistics.flatMap((stats) => {
        const record = `PropertyID ${stats.PropertyID}`
        const owner = owners.get(stats.OwnerID)
        if (!owner) return [{ record, field: 'OwnerID', detail: `unknown owner ${stats.OwnerID}` }]
        if (!owner.PropertyIDs.includes(stats.PropertyID)) {
          const detail = `owner ${owner.ID} does not own property ${stats.PropertyID}`
          return [{ record, field: 'PropertyID', detail }]
        }
        return []
      }),
    ],
    [
      'communications.json',
      lists.communications.flatMap((entry) => {
        const record = `ID ${entry.ID}`
        if (!owners.has(entry.OwnerID))
          return [{ record, field: 'OwnerID', detail: `unknown owner ${entry.OwnerID}` }]
        if (entry.PropertyID !== null && !propertyIds.has(entry.PropertyID)) {
          return [{ record, field: 'PropertyID', detail: `unknown property ${entry.PropertyID}` }]
        }
        return []
      }),
    ],
    [
      'tree-nodes.json',
      lists.treeNodes.flatMap((node) =>
        node.ParentID === null || nodeIds.has(node.ParentID)
          ? []
          : [{ record: `ID ${node.ID}`, field: 'ParentID', detail: `unknown parent node ${node.ParentID}` }],
      ),
    ],
  ]
}
