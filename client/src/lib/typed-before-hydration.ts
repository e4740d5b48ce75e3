type TextInput = HTMLInputElement | HTMLTextAreaElement;

const UNTYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);
const isTextInput = (element: unknown): element is TextInput =>
  (element instanceof HTMLInputElement && !UNTYPED.has(element.type)) || element instanceof HTMLTextAreaElement;

/**
 * Keeps what a visitor types into the server's page before React takes it over. Hydration sets each
 * controlled field to its state (empty), so on a slow phone an e-mail typed while the scripts were still
 * loading would vanish. From now until `replay()`, the last value of every field with an id is noted;
 * `replay()`, once hydrated, writes it back as typing would, so the form's state gets it too.
 */
export function keepTypedInput(root: HTMLElement): { replay: () => void } {
  const typed = new Map<string, string>();
  // Typed before this script ran.
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isTextInput(field) && field.id && field.value !== field.defaultValue) typed.set(field.id, field.value);
  }
  const note = (event: Event) => {
    if (isTextInput(event.target) && event.target.id) typed.set(event.target.id, event.target.value);
  };
  document.addEventListener('input', note, true);
  return {
    replay() {
      document.removeEventListener('input', note, true);
      for (const [id, value] of typed) {
        const field = document.getElementById(id);
        if (!isTextInput(field)) continue;
        // The field still shows the text (hydration leaves it) but its state is empty, and the next render
        // would empty it. React notes every value written through the field's own property: written empty
        // there, then the text through the prototype's setter and an input event, the change reaches the
        // form's onChange as typing would.
        field.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      typed.clear();
    },
  };
}
