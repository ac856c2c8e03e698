import type { ComponentProps } from 'react'

import styles from './FormCard.module.css'
import { VisitorForm } from './VisitorForm'

type Props = ComponentProps<typeof VisitorForm> & {
  /** 'card': a white card of its own; 'plain': inside another card or section. */
  variant?: 'card' | 'plain'
}

/** A visitor form as the pages show it: in a card of its own, or plain inside another. */
export function FormCard({ variant = 'card', ...form }: Props) {
  return (
    <div className={variant === 'card' ? styles.card : styles.plain}>
      <VisitorForm {...form} />
    </div>
  )
}
