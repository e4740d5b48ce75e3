import type { Ref } from 'react';

/**
 * The one way the shop says something was done, or could not be (DESIGN "Telling the user"), announced by
 * screen readers (role=status; role=alert for a failure). It stands where the user is looking: at the top
 * of the page's content after a navigation, or in a form's sticky bar when the form stays (`inBar`).
 */
export function StatusNotice({
  text,
  tone = 'info',
  inBar = false,
  ref,
}: {
  text: string;
  tone?: 'info' | 'alert';
  inBar?: boolean;
  ref?: Ref<HTMLParagraphElement>;
}) {
  const alert = tone === 'alert';
  return (
    <p
      ref={ref}
      className={`route-notice${alert ? ' route-notice--alert' : ''}${inBar ? ' route-notice--bar' : ''}`}
      role={alert ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}
