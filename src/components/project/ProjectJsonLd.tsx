import { JsonLd } from '@/components/seo/JsonLd'
import type { ProjectDetail } from '@/data/projects'
import { projectJsonLd } from '@/domain/seo/listingJsonLd'

type Props = {
  project: ProjectDetail
  url: string
  images: string[]
  description: string | null
  agency: { name: string; url: string }
}

/** schema.org Residence with an AggregateOffer over its units on offer (domain/seo/listingJsonLd). */
export function ProjectJsonLd({ project, url, images, description, agency }: Props) {
  return (
    <JsonLd
      data={projectJsonLd({
        url,
        name: project.name,
        description,
        images,
        address: {
          street: project.street,
          zip: project.zip,
          city: project.cityName,
          country: project.countryCode,
        },
        position: project.position,
        units: project.unitList,
        agency,
      })}
    />
  )
}
