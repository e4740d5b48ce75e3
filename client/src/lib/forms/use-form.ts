import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import { useLeaveGuard } from '../use-leave-guard';
import { formReducer, isDirty, startForm, type FormAction } from './form-state';
import type { Refusals } from './refusals';

export interface FormOptions<V> {
  /** The values to start with (read once: a page may make them anew on each render). */
  initial: V;
  /** The texts written in both languages (`name` for `nameEn` and `namePl`): either version answers "required". */
  bilingual?: readonly string[];
  /** What leaving with unsaved changes asks (`forms.leaveConfirm`). */
  leaveQuestion: string;
}

/** What marks a refusal on the page: a control marked invalid, or a refusal of its own (a photo's card). */
const REFUSED = '[aria-invalid="true"], [data-refusal]';

/**
 * An editor's form: its values, the refusals of the last attempt, each standing under its field until
 * that field changes, the first one focused and scrolled into view after each refused attempt (on a
 * phone the bar at the bottom cannot list them all), and leaving with unsaved changes asking first.
 */
export function useForm<V extends object>({ initial, bilingual, leaveQuestion }: FormOptions<V>) {
  const [state, dispatch] = useReducer(formReducer<V>, { initial, bilingual }, startForm<V>);
  const dirty = isDirty(state);
  const leave = useLeaveGuard(dirty, leaveQuestion);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstRefusal(form, state.refusedAt);

  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) =>
      dispatch({ type: 'set', field, value } as FormAction<V>),
    [],
  );
  const change = useCallback(
    (change: (values: V) => V, answers?: readonly string[]) => dispatch({ type: 'change', change, answers }),
    [],
  );
  const refuse = useCallback((refusals: Refusals) => dispatch({ type: 'refuse', refusals }), []);
  const clearRefusals = useCallback(() => dispatch({ type: 'clear' }), []);
  return {
    form,
    values: state.values,
    refusals: state.refusals,
    dirty,
    leave,
    set,
    change,
    refuse,
    clearRefusals,
  };
}

/** The form's state and actions as an editor's parts read them. */
export type Form<V extends object> = ReturnType<typeof useForm<V>>;

function useFocusFirstRefusal(form: RefObject<HTMLFormElement | null>, refusedAt: number) {
  useEffect(() => {
    if (!refusedAt) return;
    const first = form.current?.querySelector<HTMLElement>(REFUSED);
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [form, refusedAt]);
}
