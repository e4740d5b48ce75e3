/** The heading block of the catalogue's pages: eyebrow, title and lead, the title naming the section. */
export function PageHeader({ id, eyebrow, title, lead }: { id: string; eyebrow?: string; title: string; lead?: string }) {
  return (
    <header className="catalogue__header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 id={id} className="page-title">
        {title}
      </h1>
      {lead && <p className="catalogue__lead">{lead}</p>}
    </header>
  );
}
