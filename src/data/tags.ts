// Cache tag names: the one place they are spelled. Collection hooks and the import revalidate them.
export const tags = {
  properties: 'properties',
  propertyTypes: 'property-types',
  cities: 'cities',
  projects: 'projects',
  treeNodes: 'tree-nodes',
  pages: 'pages',
  articles: 'articles',
  categories: 'categories',
  media: 'media',
  testimonials: 'testimonials',
  global: (slug: string) => `global:${slug}`,
} as const
