/** How long `eventually` keeps asking, and how often. */
export interface Patience {
  /** Past this it fails (15 s unless given); the probe is asked once more at the deadline. */
  timeoutMs?: number;
  /** The pause between two probes (50 ms unless given). */
  everyMs?: number;
}

type Answer<T> = T | undefined | null | false;

/**
 * Waits for something that comes by itself (a mail sent, a file swept, a server started, another
 * instance hearing of a write): asks `probe` every `everyMs` until it answers a value (anything but
 * undefined, null or false) and returns that value; past `timeoutMs` it fails, naming `what`. A probe
 * that throws fails it at once (a server that exited is not going to start). With `until`, the probe's
 * answer is returned once `until` holds for it, and a failure shows the last answer (what another
 * instance still sent, say). The one polling helper of the tests: a fixed sleep either waits too long
 * or, on a busy machine, not long enough.
 */
export async function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  patience: Patience & { until: (answer: NoInfer<T>) => boolean },
): Promise<T>;
export async function eventually<T>(
  what: string,
  probe: () => Answer<T> | Promise<Answer<T>>,
  patience?: Patience,
): Promise<T>;
export async function eventually<T>(
  what: string,
  probe: () => Answer<T> | Promise<Answer<T>>,
  { timeoutMs = 15_000, everyMs = 50, until }: Patience & { until?: (answer: Answer<T>) => boolean } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  const holds = until ?? ((answer: Answer<T>) => answer !== undefined && answer !== null && answer !== false);
  for (;;) {
    const answer = await probe();
    if (holds(answer)) return answer as T;
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}` +
          (until ? `; the last answer was ${shown(answer)}` : ''),
      );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** An answer in a failure's message: its JSON, cut to 2000 characters. */
function shown(answer: unknown): string {
  let text: string;
  try {
    text = typeof answer === 'string' ? answer : (JSON.stringify(answer) ?? String(answer));
  } catch {
    text = String(answer);
  }
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
