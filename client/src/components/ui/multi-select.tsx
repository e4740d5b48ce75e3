import { useEffect, useId, useRef, useState } from 'react';
import './multi-select.css';

interface Option {
  id: number;
  name: string;
  swatch?: string;
}

interface MultiSelectProps {
  label: string;
  options: Option[];
  selected: number[];
  onChange: (selected: number[]) => void;
  /** What the button says beside the label when something is chosen, e.g. "2 selected". */
  summary: (count: number) => string;
}

/** A dropdown of checkboxes (spec §2: colour and category filters); closes on Escape, a click outside, or the focus leaving it (Tab). */
export function MultiSelect({ label, options, selected, onChange, summary }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  // A click shows at once; the chosen set follows `selected` again whenever that changes (e.g. the URL's filters load).
  const [checked, setChecked] = useState(selected);
  const [previous, setPrevious] = useState(selected.join());
  if (selected.join() !== previous) {
    setPrevious(selected.join());
    setChecked(selected);
  }
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        // Escape inside the list gives focus back to the list's button, not to the page.
        if (root.current?.contains(document.activeElement)) button.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const toggle = (id: number) => {
    const next = checked.includes(id) ? checked.filter((s) => s !== id) : [...checked, id];
    setChecked(next);
    onChange(next);
  };

  return (
    <div
      className="multi-select"
      ref={root}
      onBlur={(event) => {
        // Tabbing on past the list closes it (a browser that gives a clicked box no focus names no next element).
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="multi-select__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span>{label}</span>
        {checked.length > 0 && <span className="multi-select__count">{summary(checked.length)}</span>}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <fieldset id={panelId} className="multi-select__panel" hidden={!open}>
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.id} className="multi-select__option">
            <input type="checkbox" checked={checked.includes(option.id)} onChange={() => toggle(option.id)} />
            {option.swatch && (
              <span
                className="multi-select__swatch"
                style={{ backgroundColor: option.swatch }}
                aria-hidden="true"
              />
            )}
            <span>{option.name}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
