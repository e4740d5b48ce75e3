/**
 * The forms that hold unsaved changes right now (`useLeaveGuard` registers them), so what leaves
 * without a navigation (logging out, which drops the session and reloads) can ask first, as a
 * navigation does. Tiny and free of imports: the header's logout uses it on every page.
 */
interface Guard {
  question: string;
  /** Lets the next navigation or reload through unasked. */
  allow: () => void;
}

const guards = new Set<Guard>();

export function holdUnsaved(guard: Guard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

/** True when nothing is unsaved or she chose to leave anyway (the guards then let the reload through); false when she stays. */
export function confirmLeavingUnsaved(): boolean {
  const [first] = guards;
  if (!first) return true;
  if (!window.confirm(first.question)) return false;
  guards.forEach((guard) => guard.allow());
  return true;
}
