import type { ReactNode } from 'react';

/** The heading block of the catalogue's pages: eyebrow, title and lead, the title naming the section; `actions` (an admin's buttons) below. */
export function PageHeader({
  id,
  eyebrow,
  title,
  lead,
  actions,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="catalogue__header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 id={id} className="page-title">
        {title}
      </h1>
      {lead && <p className="catalogue__lead">{lead}</p>}
      {actions && <div className="button-row catalogue__actions">{actions}</div>}
    </header>
  );
}
