import type { FormEvent } from 'react';

/**
 * Which button sent an editor's form (its `data-draft`): "Save as draft" or "Back to draft" (true),
 * "Publish" (false), or on an edit "Save Changes", which leaves the state as it is (undefined).
 */
export function draftChoice(event: FormEvent<HTMLFormElement>, mode: 'create' | 'edit'): boolean | undefined {
  const button = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('data-draft');
  return button === 'true' ? true : button === 'false' ? false : mode === 'create' ? false : undefined;
}
