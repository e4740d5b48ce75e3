import type { ChangeEvent, InputHTMLAttributes } from 'react';
import './text-field.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The message to show; shown and announced only when set. */
  error?: string;
}

export function TextField({ id, label, value, onValueChange, error, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <p className="field__error" id={errorId} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
