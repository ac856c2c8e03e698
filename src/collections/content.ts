import { Articles } from '@/collections/Articles'
import { Categories } from '@/collections/Categories'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { Testimonials } from '@/collections/Testimonials'

export const contentCollections = [Pages, Articles, Categories, Media, Testimonials]
