import { useEffect, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { fromWarsawInput } from '../../../lib/dates';
import { requireEitherVersion } from '../../../lib/forms/bilingual';
import { draftChoice } from '../../../lib/forms/draft-choice';
import { useForm } from '../../../lib/forms/use-form';
import { fieldReasonText } from '../../../lib/refusal-text';
import type { PublicationFormProps, PublicationFormValues } from './publication-form';

const empty: PublicationFormValues = {
  titleEn: '',
  titlePl: '',
  abstractEn: '',
  abstractPl: '',
  contentEn: '',
  contentPl: '',
  image: '',
  publishAt: '',
};
/** The texts written in both languages. */
const TEXTS = ['title', 'abstract', 'content'] as const;
export type PublicationText = (typeof TEXTS)[number];

/**
 * The publication form's state and what it does: each attempt replaces what the last one said, each
 * refusal stands under its field (marked invalid), and the first one is focused and scrolled into view.
 */
export function usePublicationForm({
  mode,
  initial,
  onSubmit,
  busy,
  message,
  onMessage,
}: PublicationFormProps) {
  const { t } = useTranslation();
  const editor = useForm({
    initial: initial ?? empty,
    bilingual: TEXTS,
    leaveQuestion: t('forms.leaveConfirm'),
  });
  const { values, refusals, refuse, clearRefusals, leave } = editor;

  // "Please fill in all required fields." goes once every field it named is filled.
  const requiredText = t('blog.form.required');
  useEffect(() => {
    if (message === requiredText && !Object.values(refusals).some((codes) => codes.includes('REQUIRED')))
      onMessage(undefined);
  }, [refusals, message, requiredText, onMessage]);
  const errorOf = (name: string) =>
    refusals[name]?.length ? fieldReasonText(t, name, refusals[name][0]) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = draftChoice(event, mode);
    if (busy) return;
    onMessage(undefined);
    clearRefusals();
    // Spec §5: title, abstract and content required, each in at least one language (either will do).
    const missing = requireEitherVersion(values, TEXTS);
    if (Object.keys(missing).length) {
      onMessage(requiredText);
      refuse(missing);
      return;
    }
    void onSubmit(
      {
        ...values,
        image: values.image.trim(),
        publishAt: fromWarsawInput(values.publishAt),
        ...(draft === undefined ? {} : { draft }),
      },
      leave,
    ).then((fields) => fields && refuse(fields));
  };

  return { ...editor, errorOf, submit };
}
