import type { ReactNode } from 'react';
import './notice.css';

interface NoticeProps {
  title: string;
  children?: ReactNode;
  eyebrow?: string;
  /** alert: an error or refusal that should be announced. */
  tone?: 'info' | 'alert';
}

/** A centred card for short messages: coming soon, no permission, errors. */
export function Notice({ title, children, eyebrow, tone = 'info' }: NoticeProps) {
  return (
    <section className={`notice notice--${tone}`} role={tone === 'alert' ? 'alert' : undefined}>
      <svg className="notice__ornament" viewBox="0 0 120 24" aria-hidden="true" focusable="false">
        <path d="M2 12h40M78 12h40" stroke="currentColor" strokeWidth="1" />
        <path
          d="M60 3c-8 0-12 4-12 9s4 9 12 9 12-4 12-9-4-9-12-9z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
        />
        <circle cx="60" cy="12" r="3.5" fill="currentColor" />
      </svg>
      {eyebrow && <p className="notice__eyebrow">{eyebrow}</p>}
      <h1 className="notice__title">{title}</h1>
      {children && <div className="notice__body">{children}</div>}
    </section>
  );
}
