import type { FieldErrors } from '../common/errors/app-error';

export const DELIVERY_METHODS = ['INPOST', 'COURIER', 'PICKUP'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Where the buyer wants the piece: an InPost parcel locker, an address for a courier, or pickup in Poznań. */
export interface DeliveryChoice {
  method: DeliveryMethod;
  locker?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  country?: string;
}

/** A delivery method as the maker offers it: on or off, its price, and where it goes (ISO 3166 codes). */
export interface DeliveryOption {
  method: DeliveryMethod;
  enabled: boolean;
  priceGrosze: number;
  countries: string[];
}

/** The countries a courier may be enabled for: Poland and the rest of the European Union. */
export const EU_COUNTRIES = [
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
];

/** An InPost parcel locker's code: three letters of its town, digits, and a letter or two (POZ08M, WAW235M). */
const LOCKER = /^[A-Z]{3}\d{1,4}[A-Z]{0,3}$/;
/** A Polish postal code; other countries' codes are only checked for their characters. */
const POSTAL_CODE_PL = /^\d{2}-\d{3}$/;
const POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;

/**
 * The choice as it will be kept (only the fields of its method, trimmed, codes in capitals), or the
 * fields refused with their reasons: a method the maker has not enabled is DELIVERY_UNAVAILABLE.
 */
export function checkDelivery(
  choice: DeliveryChoice,
  options: DeliveryOption[],
): { delivery: DeliveryChoice; priceGrosze: number } | { problems: FieldErrors } {
  const option = options.find((candidate) => candidate.method === choice.method && candidate.enabled);
  if (!option) return { problems: { 'delivery.method': ['DELIVERY_UNAVAILABLE'] } };
  const problems: FieldErrors = {};
  const text = (value: string | undefined) => value?.trim() ?? '';
  if (choice.method === 'INPOST') {
    const locker = text(choice.locker).toUpperCase();
    if (!locker) problems['delivery.locker'] = ['REQUIRED'];
    else if (!LOCKER.test(locker)) problems['delivery.locker'] = ['LOCKER_INVALID'];
    return Object.keys(problems).length
      ? { problems }
      : { delivery: { method: 'INPOST', locker }, priceGrosze: option.priceGrosze };
  }
  if (choice.method === 'PICKUP') return { delivery: { method: 'PICKUP' }, priceGrosze: option.priceGrosze };
  const country = (text(choice.country) || 'PL').toUpperCase();
  const [street, postalCode, city] = [text(choice.street), text(choice.postalCode), text(choice.city)];
  if (!street) problems['delivery.street'] = ['REQUIRED'];
  if (!city) problems['delivery.city'] = ['REQUIRED'];
  if (!postalCode) problems['delivery.postalCode'] = ['REQUIRED'];
  else if (!(country === 'PL' ? POSTAL_CODE_PL : POSTAL_CODE).test(postalCode))
    problems['delivery.postalCode'] = ['POSTAL_CODE_INVALID'];
  if (!option.countries.includes(country)) problems['delivery.country'] = ['DELIVERY_UNAVAILABLE'];
  return Object.keys(problems).length
    ? { problems }
    : { delivery: { method: 'COURIER', street, postalCode, city, country }, priceGrosze: option.priceGrosze };
}
