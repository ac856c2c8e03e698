type Props = { id: string; title: string; figure: string; href: string; action: string }

/** A count on the dashboard (new leads, testimonials waiting…) and a link to the list it counts. */
export function CountCard({ id, title, figure, href, action }: Props) {
  return (
    <section className="staff-dashboard__card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className="staff-dashboard__figure">{figure}</p>
      <a href={href}>{action}</a>
    </section>
  )
}
