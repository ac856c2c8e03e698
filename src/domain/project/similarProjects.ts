/** Similar projects under a project's page (spec §1: "project … similar projects"). */

export type ProjectPlace = {
  id: number
  region: string | null
  position: { lat: number; lng: number } | null
}

/** Great-circle distance in km (haversine); precise enough to rank projects by nearness. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/**
 * The other projects, same region first, then the nearest, then by id so the order is stable;
 * projects without coordinates come after those with. At most `limit`.
 */
export function similarProjects<T extends ProjectPlace>(
  current: ProjectPlace,
  all: readonly T[],
  limit = 3,
): T[] {
  const rank = (project: T): [number, number, number] => [
    project.region !== null && project.region === current.region ? 0 : 1,
    current.position && project.position ? distanceKm(current.position, project.position) : Number.MAX_VALUE,
    project.id,
  ]
  return all
    .filter((project) => project.id !== current.id)
    .map((project) => ({ project, key: rank(project) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
    .slice(0, Math.max(0, limit))
    .map(({ project }) => project)
}
