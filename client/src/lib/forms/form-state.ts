import { filled, otherVersion } from './bilingual';
import { withoutRefusals, type Refusals } from './refusals';
import { sameValues } from './same-values';

/** A form's state: what it edits, what it started with, and what the last attempt refused. */
export interface FormState<V> {
  values: V;
  /** The values the form started with: changed values against them are unsaved. */
  start: V;
  /** The texts written in both languages (`name` for `nameEn` and `namePl`). */
  bilingual: readonly string[];
  refusals: Refusals;
  /** Counts the refused attempts: each one focuses its first refusal, even when it names the same fields again. */
  refusedAt: number;
}

export type FormAction<V> =
  /** A field typed or chosen: its own refusal goes, and a filled version answers the other language's "required". */
  | { type: 'set'; field: keyof V & string; value: V[keyof V] }
  /** Values changed in a way of the form's own (a photo moved); `answers`: the refusals that change answers. */
  | { type: 'change'; change: (values: V) => V; answers?: readonly string[] }
  /** An attempt refused: its refusals replace the last ones. */
  | { type: 'refuse'; refusals: Refusals }
  /** A new attempt: nothing refused any more. */
  | { type: 'clear' };

export function startForm<V>({
  initial,
  bilingual = [],
}: {
  initial: V;
  bilingual?: readonly string[];
}): FormState<V> {
  return { values: initial, start: initial, bilingual, refusals: {}, refusedAt: 0 };
}

export function formReducer<V>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'set': {
      const other = otherVersion(state.bilingual, action.field);
      // Either language answers "required": filling one clears both versions' refusal.
      const answersOther =
        other !== undefined && filled(action.value) && state.refusals[other]?.includes('REQUIRED');
      const answered = answersOther ? [action.field, other] : [action.field];
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        refusals: withoutRefusals(state.refusals, answered),
      };
    }
    case 'change': {
      const values = action.change(state.values);
      const refusals = withoutRefusals(state.refusals, action.answers ?? []);
      return values === state.values && refusals === state.refusals ? state : { ...state, values, refusals };
    }
    case 'refuse':
      return { ...state, refusals: action.refusals, refusedAt: state.refusedAt + 1 };
    case 'clear':
      return Object.keys(state.refusals).length ? { ...state, refusals: {} } : state;
  }
}

/** Whether anything differs from what the form started with (the leave guard asks then). */
export const isDirty = <V>(state: FormState<V>) => !sameValues(state.values, state.start);

/** Whether any of `fields` is still refused: a message about those fields alone goes once none is. */
export const anyRefused = (refusals: Refusals, fields: readonly string[]) =>
  fields.some((field) => refusals[field]);
