import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import {
  AcceptOrderDocument,
  CancelOrderDocument,
  CompleteOrderDocument,
  DeclineOrderDocument,
  ExtendOrderDocument,
  MarkOrderPaidDocument,
  MarkOrderShippedDocument,
} from '../../../gql/admin-orders/graphql';
import { fieldReasonText, formRefusalText } from '../../../lib/refusal-text';
import { readServerRefusal } from '../../../lib/server-errors';
import { useTranslation } from '../../../lib/translation';
import { parseZloty } from './money';
import { allowedActions, todayInWarsaw, type AdminOrder, type OrderAction } from './order-rules';

/** What each action asks for, as the form holds it. */
interface Inputs {
  paidOn: string;
  carrier: string;
  trackingNumber: string;
  reason: string;
  days: string;
  priceGrosze: string;
  readyBy: string;
}

/** The fields each action's form shows, in order. */
const FIELDS: Record<OrderAction, readonly (keyof Inputs)[]> = {
  paid: ['paidOn'],
  shipped: ['carrier', 'trackingNumber'],
  complete: [],
  cancel: ['reason'],
  extend: ['days'],
  accept: ['priceGrosze', 'readyBy'],
  decline: ['reason'],
};

const startInputs = (order: AdminOrder): Inputs => ({
  paidOn: todayInWarsaw(),
  // InPost's lockers go with InPost; the maker types another carrier for a courier.
  carrier: order.delivery.method === 'INPOST' ? 'InPost' : '',
  trackingNumber: '',
  reason: '',
  days: '3',
  priceGrosze: '',
  readyBy: '',
});

type Refusals = Partial<Record<keyof Inputs | 'state', string[]>>;

/** The form's own checks before anything is sent: what the server would refuse anyway, said at once. */
function check(action: OrderAction, inputs: Inputs): Refusals {
  const refusals: Refusals = {};
  for (const field of FIELDS[action]) {
    if (field !== 'trackingNumber' && !inputs[field].trim()) refusals[field] = ['REQUIRED'];
  }
  if (action === 'accept' && inputs.priceGrosze.trim() && parseZloty(inputs.priceGrosze) === undefined)
    refusals.priceGrosze = ['INVALID_VALUE'];
  return refusals;
}

/** Sends one action with what its form holds; resolves with the order as it is now. */
function send(
  client: ReturnType<typeof useApolloClient>,
  number: string,
  action: OrderAction,
  inputs: Inputs,
) {
  const text = (value: string) => value.trim();
  switch (action) {
    case 'paid':
      return client.mutate({
        mutation: MarkOrderPaidDocument,
        variables: { number, paidOn: inputs.paidOn || null },
      });
    case 'shipped':
      return client.mutate({
        mutation: MarkOrderShippedDocument,
        variables: {
          number,
          carrier: text(inputs.carrier),
          trackingNumber: text(inputs.trackingNumber) || null,
        },
      });
    case 'complete':
      return client.mutate({ mutation: CompleteOrderDocument, variables: { number } });
    case 'cancel':
      return client.mutate({
        mutation: CancelOrderDocument,
        variables: { number, reason: text(inputs.reason) },
      });
    case 'decline':
      return client.mutate({
        mutation: DeclineOrderDocument,
        variables: { number, reason: text(inputs.reason) },
      });
    case 'extend':
      return client.mutate({
        mutation: ExtendOrderDocument,
        variables: { number, days: Number(inputs.days) },
      });
    case 'accept':
      return client.mutate({
        mutation: AcceptOrderDocument,
        variables: { number, priceGrosze: parseZloty(inputs.priceGrosze) ?? 0, readyBy: inputs.readyBy },
      });
  }
}

/**
 * The maker's actions on one order: only those its state allows. Each opens a small form under the
 * buttons that says what will happen and asks for what it needs (a date, a carrier, a reason); its
 * "Yes, …" button is the confirmation, "Back" closes it and returns the focus to the action. A refusal
 * stands at its field; TRANSITION_NOT_ALLOWED (someone else changed the order) at the top of the form.
 */
export function OrderActions({
  order,
  onDone,
}: {
  order: AdminOrder;
  onDone: (action: OrderAction, failed?: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [open, setOpen] = useState<OrderAction>();
  const [inputs, setInputs] = useState(() => startInputs(order));
  const [refusals, setRefusals] = useState<Refusals>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const buttons = useRef<Partial<Record<OrderAction, HTMLButtonElement | null>>>({});
  const [refusedAt, setRefusedAt] = useState(0);
  const actions = allowedActions(order.state);
  const base = `order-${order.number}`;

  // An opened form focuses its first field (or its "Yes" button); a refused attempt its first refusal.
  useEffect(() => {
    if (!open) return;
    const within = form.current;
    const first = ['[aria-invalid="true"]', '[role="alert"]', 'input, textarea, button[type="submit"]']
      .map((selector) => within?.querySelector<HTMLElement>(selector))
      .find(Boolean);
    first?.focus();
  }, [open, refusedAt]);

  if (!actions.length) return null;

  const toggle = (action: OrderAction) => {
    setRefusals({});
    setMessage(undefined);
    setOpen(open === action ? undefined : action);
  };
  const close = () => {
    const action = open;
    setOpen(undefined);
    setRefusals({});
    setMessage(undefined);
    if (action) buttons.current[action]?.focus();
  };
  const set = (field: keyof Inputs, value: string) => {
    setInputs((current) => ({ ...current, [field]: value }));
    setRefusals(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!open || busy) return;
    setMessage(undefined);
    const own = check(open, inputs);
    if (Object.keys(own).length) {
      setRefusals(own);
      setRefusedAt((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      await send(client, order.number, open, inputs);
      setOpen(undefined);
      await onDone(open);
    } catch (failure) {
      const refusal = readServerRefusal(failure);
      const fields = refusal.fields as Refusals;
      const known = FIELDS[open].filter((field) => fields[field]);
      setRefusals(Object.fromEntries(known.map((field) => [field, fields[field]!])));
      if (fields.state) {
        setMessage(fieldReasonText(t, 'state', fields.state[0]));
        // The order changed elsewhere: the list shows it as it is now.
        await onDone(open, true);
      } else if (!known.length) {
        if (!refusal.code) console.error(`The order action ${open} failed`, failure);
        setMessage(formRefusalText(t, refusal.code ? refusal : { fields: {} }) ?? t('errors.unexpected'));
      }
      setRefusedAt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: keyof Inputs) =>
    refusals[field]?.length ? fieldReasonText(t, field, refusals[field][0]) : undefined;
  const field = (name: keyof Inputs) => {
    const id = `${base}-${name}`;
    const common = {
      id,
      label: t(`adminOrders.field.${name}`),
      value: inputs[name],
      onValueChange: (value: string) => set(name, value),
      error: errorOf(name),
    };
    switch (name) {
      case 'paidOn':
      case 'readyBy':
        return (
          <TextField
            key={name}
            {...common}
            type="date"
            required
            min={name === 'readyBy' ? todayInWarsaw() : undefined}
          />
        );
      case 'days':
        return (
          <TextField key={name} {...common} type="number" inputMode="numeric" min={1} max={14} required />
        );
      case 'priceGrosze':
        return <TextField key={name} {...common} inputMode="decimal" autoComplete="off" required />;
      case 'trackingNumber':
        return (
          <TextField
            key={name}
            {...common}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        );
      case 'reason':
        return <ReasonField key={name} {...common} />;
      default:
        return <TextField key={name} {...common} autoComplete="off" required />;
    }
  };

  return (
    <div className="order-actions">
      <div
        className="order-actions__buttons"
        role="group"
        aria-label={t('adminOrders.actions', { number: order.number })}
      >
        {actions.map((action) => (
          <button
            key={action}
            ref={(button) => {
              buttons.current[action] = button;
            }}
            type="button"
            className={`button ${action === 'cancel' || action === 'decline' ? 'button--ghost order-actions__danger' : action === actions[0] ? 'button--primary' : 'button--ghost'}`}
            aria-expanded={open === action}
            aria-controls={open === action ? `${base}-form` : undefined}
            onClick={() => toggle(action)}
          >
            {t(`adminOrders.act.${action}`)}
          </button>
        ))}
      </div>
      {open && (
        <form
          ref={form}
          id={`${base}-form`}
          className="order-action"
          aria-labelledby={`${base}-ask`}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <p id={`${base}-ask`} className="order-action__ask">
            {t(`adminOrders.ask.${open}`, { number: order.number })}
          </p>
          {message && (
            <p className="order-action__message" role="alert" tabIndex={-1}>
              {message}
            </p>
          )}
          {FIELDS[open].map(field)}
          <div className="order-action__buttons">
            <button
              type="submit"
              className={`button button--primary${open === 'cancel' || open === 'decline' ? ' order-action__danger' : ''}`}
              aria-disabled={busy || undefined}
            >
              {t(`adminOrders.confirm.${open}`)}
            </button>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('adminOrders.back')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function ReasonField({
  id,
  label,
  value,
  onValueChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={3}
        maxLength={500}
        required
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <p className="field__error" id={`${id}-error`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
