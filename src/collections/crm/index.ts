import { Cities } from '@/collections/Cities'
import { Communications } from '@/collections/Communications'
import { Projects } from '@/collections/Projects'
import { Properties } from '@/collections/Properties'
import { PropertyStatistics } from '@/collections/PropertyStatistics'
import { PropertyTypes } from '@/collections/PropertyTypes'
import { TreeNodes } from '@/collections/TreeNodes'
import { VisitSlots } from '@/collections/VisitSlots'

export const crmCollections = [
  Properties,
  PropertyTypes,
  Cities,
  Projects,
  TreeNodes,
  PropertyStatistics,
  Communications,
  VisitSlots,
]
