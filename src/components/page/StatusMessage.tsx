import styles from './StatusMessage.module.css'

type Props = { code: string; title: string; text: string; actions: { label: string; href: string }[] }

/** 404 and 410 pages: what happened and where to go next. */
export function StatusMessage({ code, title, text, actions }: Props) {
  return (
    <section className={`container ${styles.status}`}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <p className={styles.actions}>
        {actions.map((action, index) => (
          <a key={action.href} href={action.href} className={index === 0 ? styles.primary : styles.secondary}>
            {action.label}
          </a>
        ))}
      </p>
    </section>
  )
}
