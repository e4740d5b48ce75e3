import type { ReactNode } from 'react';
import './auth.css';

export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth-card__title">
        {title}
      </h1>
      <p className="auth-card__intro">{intro}</p>
      {children}
    </section>
  );
}
