import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../components/ui/link';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusNotice } from '../../../components/ui/status-notice';
import { TextField } from '../../../components/ui/text-field';
import {
  AdminShopSettingsDocument,
  UpdateShopSettingsDocument,
  type DeliveryMethod,
  type ShopSettingsFieldsFragment,
} from '../../../gql/admin-orders/graphql';
import { useForm } from '../../../lib/forms/use-form';
import type { Refusals } from '../../../lib/forms/refusals';
import { paths } from '../../../lib/paths';
import { fieldReasonText, formRefusalText } from '../../../lib/refusal-text';
import { readServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { groszeToField, parseZloty } from './money';
import { useOrdersTexts } from './use-orders-texts';
import './orders.css';

const METHODS: readonly DeliveryMethod[] = ['INPOST', 'COURIER', 'PICKUP'];
/** Poland and the EU countries a courier may go to (the server's EU_COUNTRIES, server/src/orders/delivery.ts). */
export const COUNTRIES = [
  'PL',
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

interface MethodValues {
  enabled: boolean;
  price: string;
  countries: string[];
}

export interface SettingsValues {
  accountHolder: string;
  iban: string;
  reservationDays: string;
  delivery: Record<DeliveryMethod, MethodValues>;
}

export function toValues(settings: ShopSettingsFieldsFragment, language: string): SettingsValues {
  const option = (method: DeliveryMethod): MethodValues => {
    const found = settings.delivery.find((entry) => entry.method === method);
    return {
      enabled: found?.enabled ?? false,
      price: groszeToField(found?.priceGrosze ?? 0, language),
      countries: found?.countries.length ? [...found.countries] : ['PL'],
    };
  };
  return {
    accountHolder: settings.accountHolder,
    iban: settings.iban,
    reservationDays: String(settings.reservationDays),
    delivery: { INPOST: option('INPOST'), COURIER: option('COURIER'), PICKUP: option('PICKUP') },
  };
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the interface's language (the browser's own list), its code where the browser has none. */
function countryName(code: string, language: string): string {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  return regionNames.get(language)?.of(code) ?? code;
}

/** The field a server's reason names (`delivery.1.priceGrosze`) as the form names it (`price-COURIER`). */
function formField(field: string): string {
  const nested = /^delivery\.(\d+)\.(\w+)$/.exec(field);
  if (!nested) return field;
  const method = METHODS[Number(nested[1])] ?? 'INPOST';
  return nested[2] === 'countries' ? 'countries' : `price-${method}`;
}

/**
 * /admin/settings: what selling needs from the maker: the account buyers pay into (the shop takes no
 * orders without it), how long a reservation holds, and the three delivery methods with their prices in
 * złoty (grosze on the wire) and the courier's countries.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { isAdmin, isLoading } = useSession();
  const ready = useOrdersTexts();
  if (isLoading) return <PageLoading />;
  if (!isAdmin) return <Notice title={t('admin.noPermission')} tone="alert" />;
  return ready ? <Settings /> : <PageLoading />;
}

function Settings() {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(AdminShopSettingsDocument, { fetchPolicy: 'network-only' });
  // Each save starts the form again from what was saved, so nothing is left "unsaved".
  const [saves, setSaves] = useState(0);
  const [saved, setSaved] = useState(false);
  return (
    <section className="settings-admin" aria-labelledby="settings-title">
      <p className="eyebrow">
        <Link to={paths.admin.href()}>{t('admin.title')}</Link>
      </p>
      <h1 id="settings-title" className="page-title">
        {t('adminSettings.title')}
      </h1>
      <p className="page-lead">{t('adminSettings.lead')}</p>
      {saved && <StatusNotice text={t('adminSettings.saved')} />}
      {error ? (
        <Notice title={t('adminSettings.fetchError')} tone="alert" />
      ) : !data ? (
        <PageLoading />
      ) : (
        <SettingsForm
          key={saves}
          initial={toValues(data.shopSettings, i18n.language)}
          onEdit={() => setSaved(false)}
          onSaved={() => {
            setSaves((count) => count + 1);
            setSaved(true);
          }}
        />
      )}
    </section>
  );
}

export function SettingsForm({
  initial,
  onSaved,
  onEdit,
}: {
  initial: SettingsValues;
  onSaved: () => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { form, values, refusals, set, change, refuse, clearRefusals } = useForm({
    initial,
    leaveQuestion: t('forms.leaveConfirm'),
  });
  const [save, { loading }] = useMutation(UpdateShopSettingsDocument);
  const [message, setMessage] = useState<string>();
  const names = (code: string) => countryName(code, i18n.language);

  const errorOf = (field: string, textField = field) =>
    refusals[field]?.length ? fieldReasonText(t, textField, refusals[field][0]) : undefined;
  const edit =
    <K extends 'accountHolder' | 'iban' | 'reservationDays'>(field: K) =>
    (value: string) => {
      onEdit();
      set(field, value);
    };
  const editMethod = (method: DeliveryMethod, patch: Partial<MethodValues>, answers: string[]) => {
    onEdit();
    change(
      (current) => ({
        ...current,
        delivery: { ...current.delivery, [method]: { ...current.delivery[method], ...patch } },
      }),
      answers,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setMessage(undefined);
    clearRefusals();
    const own: Refusals = {};
    // Without an account number the shop takes no orders (a pause): only the holder is always asked for.
    if (!values.accountHolder.trim()) own.accountHolder = ['REQUIRED'];
    const days = Number(values.reservationDays);
    if (!/^\d+$/.test(values.reservationDays.trim()) || days < 1 || days > 30)
      own.reservationDays = ['INVALID_VALUE'];
    const prices = Object.fromEntries(
      METHODS.map((method) => [method, parseZloty(values.delivery[method].price)]),
    );
    for (const method of METHODS)
      if (prices[method] === undefined) own[`price-${method}`] = ['INVALID_VALUE'];
    if (Object.keys(own).length) {
      refuse(own);
      return;
    }
    try {
      await save({
        variables: {
          input: {
            accountHolder: values.accountHolder.trim(),
            iban: values.iban.trim(),
            reservationDays: days,
            delivery: METHODS.map((method) => ({
              method,
              enabled: values.delivery[method].enabled,
              priceGrosze: prices[method]!,
              countries: method === 'COURIER' ? values.delivery.COURIER.countries : ['PL'],
            })),
          },
        },
      });
      onSaved();
    } catch (failure) {
      const refusal = readServerRefusal(failure);
      const fields: Refusals = {};
      for (const [field, codes] of Object.entries(refusal.fields)) fields[formField(field)] = codes;
      if (Object.keys(fields).length) refuse(fields);
      else {
        if (!refusal.code) console.error('Saving the selling settings failed', failure);
        setMessage(formRefusalText(t, refusal) ?? t('errors.unexpected'));
      }
    }
  };

  const courier = values.delivery.COURIER;
  return (
    <form ref={form} className="settings-admin__form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="settings-admin__group">
        <legend>{t('adminSettings.payment')}</legend>
        <TextField
          id="settings-holder"
          label={t('adminSettings.accountHolder')}
          value={values.accountHolder}
          onValueChange={edit('accountHolder')}
          error={errorOf('accountHolder')}
          maxLength={140}
          autoComplete="off"
          required
        />
        <TextField
          id="settings-iban"
          label={t('adminSettings.iban')}
          hint={t('adminSettings.ibanHint')}
          value={values.iban}
          onValueChange={edit('iban')}
          error={errorOf('iban')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={42}
        />
        <TextField
          id="settings-days"
          label={t('adminSettings.reservationDays')}
          value={values.reservationDays}
          onValueChange={edit('reservationDays')}
          error={errorOf('reservationDays')}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          required
        />
      </fieldset>
      <fieldset className="settings-admin__group">
        <legend>{t('adminSettings.delivery')}</legend>
        {METHODS.map((method) => {
          const option = values.delivery[method];
          const label = t(`adminOrders.method.${method}`);
          return (
            <div key={method} className="settings-admin__method">
              <label className="settings-admin__check">
                <input
                  type="checkbox"
                  checked={option.enabled}
                  onChange={(event) => editMethod(method, { enabled: event.target.checked }, [])}
                />
                {t('adminSettings.enabled', { method: label })}
              </label>
              <TextField
                id={`settings-price-${method}`}
                label={t('adminSettings.price', { method: label })}
                value={option.price}
                onValueChange={(price) => editMethod(method, { price }, [`price-${method}`])}
                error={errorOf(`price-${method}`, 'price')}
                inputMode="decimal"
                autoComplete="off"
              />
            </div>
          );
        })}
        <fieldset className="settings-admin__countries" aria-describedby="settings-countries-hint">
          <legend>{t('adminSettings.countries')}</legend>
          <p id="settings-countries-hint" className="field__hint">
            {t('adminSettings.countriesHint')}
          </p>
          {refusals.countries?.length ? (
            <p className="field__error" data-refusal tabIndex={-1}>
              {fieldReasonText(t, 'countries', refusals.countries[0])}
            </p>
          ) : null}
          <div className="settings-admin__country-list">
            {COUNTRIES.map((code) => (
              <label key={code} className="settings-admin__check">
                <input
                  type="checkbox"
                  checked={courier.countries.includes(code)}
                  onChange={(event) =>
                    editMethod(
                      'COURIER',
                      {
                        countries: event.target.checked
                          ? COUNTRIES.filter((c) => c === code || courier.countries.includes(c))
                          : courier.countries.filter((c) => c !== code),
                      },
                      ['countries'],
                    )
                  }
                />
                <span>
                  {names(code)} <span className="settings-admin__code">({code})</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      {message && <StatusNotice text={message} tone="alert" />}
      <div className="button-row">
        <button type="submit" className="button button--primary" aria-disabled={loading || undefined}>
          {loading ? t('adminSettings.saving') : t('adminSettings.save')}
        </button>
      </div>
    </form>
  );
}
