type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);
const isTextField = (element: unknown): element is TextField =>
  (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type)) ||
  element instanceof HTMLTextAreaElement;

/** What is done with a page before it hydrates, to do again once it has. */
export interface EarlyInput {
  /** When React starts listening (hydrateRoot): from then on it handles what the visitor does. */
  stop(): void;
  /** Once hydrated: the fields' texts and choices reach their forms' state, then the clicks and submissions happen. */
  replay(): void;
  /** Settles when the visitor first types, chooses, clicks a button or submits: the app is wanted now. */
  firstInput: Promise<void>;
}

/**
 * Keeps what a visitor does to the server's page before React takes it over (the scripts still loading
 * on a slow phone, or a quick test). Hydration leaves a field showing what was typed while its state is
 * empty (the next render empties it), and a click on a button does nothing until React listens. Until
 * `stop()`: the last text of every text field and the choice of every select are noted, clicks on
 * buttons are noted, and a form's submission is held (noted, not sent). Links keep working on their own,
 * and so do the side menu's buttons (the browser opens and closes its popover). Without JavaScript the
 * header's preferences are a form the server answers (layout/preference-form.tsx); with it, a choice
 * made before the app is done by the app, which saves it as it always does.
 * Hydration keeps the server's elements, so they are noted as they are; any that hydration replaced are
 * skipped.
 */
export function keepEarlyInput(root: HTMLElement): EarlyInput {
  const values = new Map<TextField | HTMLSelectElement, string>();
  const actions: Array<
    { kind: 'click'; button: HTMLButtonElement } | { kind: 'submit'; form: HTMLFormElement }
  > = [];
  let acted = () => {};
  const firstInput = new Promise<void>((resolve) => {
    acted = resolve;
  });
  // Typed or chosen before this script ran (a click then is lost: nothing can listen before it).
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (isTextField(field) && field.value !== field.defaultValue) values.set(field, field.value);
    if (
      field instanceof HTMLSelectElement &&
      [...field.options].some((option) => option.selected !== option.defaultSelected)
    )
      values.set(field, field.value);
  }
  if (values.size) acted();
  const noteValue = (event: Event) => {
    const target = event.target;
    if (!isTextField(target) && !(target instanceof HTMLSelectElement)) return;
    values.set(target, target.value);
    acted();
  };
  const noteClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !root.contains(button) || button.hasAttribute('popovertarget')) return;
    actions.push({ kind: 'click', button });
    acted();
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    // A click on its submit button was noted and submits it again; Enter in a field was not.
    const clicked =
      event.submitter &&
      actions.some((action) => action.kind === 'click' && action.button === event.submitter);
    if (!clicked) actions.push({ kind: 'submit', form: event.target });
    acted();
  };
  document.addEventListener('input', noteValue, true);
  document.addEventListener('change', noteValue, true);
  document.addEventListener('click', noteClick, true);
  document.addEventListener('submit', holdSubmit, true);

  const stop = () => {
    document.removeEventListener('input', noteValue, true);
    document.removeEventListener('change', noteValue, true);
    document.removeEventListener('click', noteClick, true);
    document.removeEventListener('submit', holdSubmit, true);
  };
  return {
    stop,
    firstInput,
    replay() {
      stop();
      for (const [field, value] of values) {
        if (!field.isConnected) continue;
        if (field instanceof HTMLSelectElement) {
          field.value = value;
          field.dispatchEvent(new Event('change', { bubbles: true }));
          continue;
        }
        // React notes every value written through the field's own property: written empty there (as its
        // state has it), then the text through the prototype's setter and an input event, the change
        // reaches the form's onChange as typing would.
        field.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      for (const action of actions) {
        if (action.kind === 'click' && action.button.isConnected) action.button.click();
        if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
      }
      values.clear();
      actions.length = 0;
    },
  };
}
