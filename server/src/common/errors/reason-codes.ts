/**
 * Every reason a field can be refused for: one closed list for both APIs. The client words each code
 * in both languages (client/src/locales, `errors.*`); reason-codes.spec.ts proves that every code here
 * has its text, and FieldErrors accepts nothing else, so a new code needs its words before it ships.
 */
export const REASON_CODES = [
  // Any field
  'REQUIRED',
  'TOO_LONG',
  'TOO_SHORT',
  'TOO_SMALL',
  'TOO_LARGE',
  'INVALID_CHARACTERS',
  'INVALID_VALUE',
  'NOT_ALLOWED',
  'INVALID_JSON',
  'TOO_DEEP',
  // Accounts
  'EMAIL_INVALID',
  'EMAIL_TAKEN',
  'NAME_RESERVED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_ONE_CHARACTER',
  'PASSWORD_CONTAINS_EMAIL',
  'PASSWORD_CONTAINS_NAME',
  'PASSWORD_TOO_GUESSABLE',
  'RESET_LINK_INVALID',
  'RESET_LINK_USED',
  'RESET_LINK_EXPIRED',
  'PASSWORD_WRONG',
  'EMAIL_UNCHANGED',
  'EMAIL_LINK_INVALID',
  'EMAIL_LINK_USED',
  'EMAIL_LINK_EXPIRED',
  'LAST_ADMIN',
  // Ratings
  'RATING_OUT_OF_RANGE',
  // Catalogue administration
  'TOO_MANY_DECIMALS',
  'IMAGE_REQUIRED',
  'UNKNOWN_COLOR',
  'UNKNOWN_CATEGORY',
  'UNKNOWN_IMAGE',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'TOO_MANY_FILES',
  // Publications
  'IMAGE_INVALID',
  'IMAGE_NOT_FOUND',
  // Orders
  'PHONE_INVALID',
  'TERMS_NOT_ACCEPTED',
  'LOCKER_INVALID',
  'POSTAL_CODE_INVALID',
  'DELIVERY_UNAVAILABLE',
  'IBAN_INVALID',
  'ORDERS_AWAITING_PAYMENT',
  'ORDER_LINK_INVALID',
  'ORDER_LINK_USED',
  'ORDER_LINK_EXPIRED',
  'PIECE_RESERVED',
  'PIECE_SOLD',
  'ORDER_OPEN',
  'ORDERING_UNAVAILABLE',
  'TRANSITION_NOT_ALLOWED',
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];

const KNOWN = new Set<string>(REASON_CODES);
export const isReasonCode = (code: string): code is ReasonCode => KNOWN.has(code);
