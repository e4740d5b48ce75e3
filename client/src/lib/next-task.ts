/**
 * Ends the current task and resumes in a new one (scheduler.yield where the browser has it, else a
 * timer), so the browser can paint and answer a tap in between. Starting the app in the browser is
 * several steps of tens of milliseconds each on a phone: loading the libraries, setting up i18next and
 * the routes, writing the server's answers into the cache, hydrating. Run as one task they blocked the
 * page for long (Lighthouse's simulated phone), which is what its total blocking time counts.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
