import { useTranslation } from '../../../lib/translation';
import { TextField } from '../../../components/ui/text-field';
import { isValidEmail } from '../validation';

interface EmailFieldProps {
  id: string;
  value: string;
  /** Whether the visitor has typed here yet: the format message shows only then (spec §5). */
  touched: boolean;
  onValueChange: (value: string) => void;
  onTouch: () => void;
  /** The server's reason for refusing this address, shown when the format is fine. */
  serverError?: string;
}

/** The e-mail input of the login and register forms, with the spec's live format feedback. */
export function EmailField({ id, value, touched, onValueChange, onTouch, serverError }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        onTouch();
      }}
      onBlur={() => value && onTouch()}
      error={touched && !isValidEmail(value) ? t('auth.invalidEmail') : serverError}
    />
  );
}
