/**
 * Waits for something that comes by itself (a mail sent, a file swept, a server started): asks `probe`
 * every `everyMs` until it answers a value (anything but undefined, null or false) and returns that
 * value; past `timeoutMs` it fails, naming `what`. A probe that throws fails it at once (a server that
 * exited is not going to start). The one polling helper of the tests: a fixed sleep either waits too
 * long or, on a busy machine, not long enough.
 */
export async function eventually<T>(
  what: string,
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 15_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
