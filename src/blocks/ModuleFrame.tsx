import type { CSSProperties, ReactNode } from 'react'

import { MediaImage } from '@/components/media/MediaImage'
import type { ResolvedModule } from '@/data/modules'
import styles from './grid.module.css'
import { cssClassTokens, gridColumns } from './moduleLayout'
import { readableColor } from './readableColor'

type Props = {
  module: ResolvedModule
  /** Set when the module shows a heading: the section is then named by it. */
  labelledBy: string | null
  eagerImage: boolean
  children: ReactNode
}

/**
 * One cell of the 12-column grid: its width per breakpoint, the editor's class, and the module
 * background (an image under a dark overlay, or a colour with the ink that contrasts with it).
 */
export function ModuleFrame({ module, labelledBy, eagerImage, children }: Props) {
  const columns = gridColumns(module.layout)
  const color = module.background?.kind === 'color' ? readableColor(module.background.color) : null
  const image = module.background?.kind === 'image' ? module.background.image : null
  const style = {
    '--cols-sm': columns.sm,
    '--cols-md': columns.md,
    '--cols-lg': columns.lg,
    ...(color ? { '--module-bg': color.background } : {}),
  } as CSSProperties
  const className = [
    styles.module,
    image ? styles.withImage : '',
    color ? styles.withColor : '',
    color ? (color.ink === 'light' ? styles.inkLight : styles.inkDark) : '',
    ...cssClassTokens(module.layout.cssClass),
  ]
    .filter(Boolean)
    .join(' ')
  const Element = labelledBy ? 'section' : 'div'
  return (
    <Element
      className={className}
      style={style}
      aria-labelledby={labelledBy ?? undefined}
      data-view={module.view}
    >
      {image ? (
        <div className={styles.backdrop}>
          <MediaImage media={image} sizes="(min-width: 1280px) 1240px, 100vw" eager={eagerImage} decorative />
        </div>
      ) : null}
      <div className={styles.content}>{children}</div>
    </Element>
  )
}
