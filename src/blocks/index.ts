import type { Block } from 'payload'

import { CollapseView } from '@/blocks/CollapseView/config'
import { DefaultView } from '@/blocks/DefaultView/config'
import { NewsView } from '@/blocks/NewsView/config'
import { OnsTeamView } from '@/blocks/OnsTeamView/config'
import { SingleView } from '@/blocks/SingleView/config'

/** The module views a page can hold (spec §3 Module `view`). */
export const moduleBlocks: Block[] = [SingleView, NewsView, OnsTeamView, CollapseView, DefaultView]
