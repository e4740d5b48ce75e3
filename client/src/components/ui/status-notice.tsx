import type { Ref } from 'react';

/**
 * The one way the shop says something was done, or could not be (DESIGN "Telling the user"): a line at
 * the top of the page's content, announced by screen readers (role=status; role=alert for a failure).
 */
export function StatusNotice({ text, tone = 'info', ref }: { text: string; tone?: 'info' | 'alert'; ref?: Ref<HTMLParagraphElement> }) {
  const alert = tone === 'alert';
  return (
    <p ref={ref} className={`route-notice${alert ? ' route-notice--alert' : ''}`} role={alert ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
