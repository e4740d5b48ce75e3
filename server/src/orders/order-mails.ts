import type { Language } from '../i18n/locale';
import {
  type MailBlock,
  type MailContent,
  type MailPiece,
  type MailTemplate,
  SHOP_NAME,
} from '../mail/mail.service';

/** What happened to an order, as the buyer (or the maker) is told it. */
export type OrderMailEvent =
  | 'confirm'
  | 'reserved'
  | 'requested'
  | 'reminder'
  | 'expired'
  | 'paid'
  | 'shipped'
  | 'cancelled'
  | 'accepted'
  | 'declined'
  | 'to-maker';

/** What a mail about an order says, beyond its event: the piece, the amounts, and the links. */
export interface OrderMailFacts {
  number: string;
  piece: MailPiece;
  /** The order's page with its secret: it reads the order anywhere. */
  orderUrl: string;
  /** The link that confirms the address (the first mail only). */
  confirmUrl?: string;
  confirmMinutes?: number;
  totalGrosze?: number | null;
  reservedUntil?: Date | null;
  payment?: { iban: string; recipient: string; title: string; qrCid?: string };
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  reason?: string | null;
  readyBy?: string | null;
  /** For the maker: who ordered and the admin's page of orders. */
  buyer?: { name: string; email: string; phone: string };
  adminUrl?: string;
}

/** Grosze as people read an amount in the language: 1 250,00 zł / PLN 1,250.00. */
export function money(grosze: number, locale: Language): string {
  const amount = (grosze / 100).toLocaleString(locale === 'en' ? 'en-GB' : 'pl-PL', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return locale === 'en' ? `PLN ${amount}` : `${amount} zł`;
}

const when = (date: Date, locale: Language) =>
  date.toLocaleString(locale === 'en' ? 'en-GB' : 'pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const pieceBlocks = (piece: MailPiece): MailBlock[] => [
  ...(piece.photoUrl
    ? [{ kind: 'image' as const, src: piece.photoUrl, alt: piece.name, href: piece.url }]
    : []),
  { kind: 'link', label: piece.name, url: piece.url },
];

interface Words {
  subject: Record<OrderMailEvent, (f: OrderMailFacts) => string>;
  heading: Record<OrderMailEvent, string>;
  lead: Record<OrderMailEvent, (f: OrderMailFacts, l: Language) => string>;
  confirmButton: string;
  orderLink: string;
  pay: { amount: string; recipient: string; account: string; title: string; scan: string; qrAlt: string };
  tracking: string;
  reason: string;
  ignore: string;
  footer: string;
  makerFooter: string;
  allOrders: string;
}

const PL: Words = {
  subject: {
    confirm: (f) => `${SHOP_NAME}: potwierdź zamówienie ${f.number}`,
    reserved: (f) => `${SHOP_NAME}: „${f.piece.name}” czeka na Ciebie (${f.number})`,
    requested: (f) => `${SHOP_NAME}: mamy Twoją prośbę ${f.number}`,
    reminder: (f) => `${SHOP_NAME}: jutro kończy się rezerwacja ${f.number}`,
    expired: (f) => `${SHOP_NAME}: rezerwacja ${f.number} wygasła`,
    paid: (f) => `${SHOP_NAME}: dziękujemy za wpłatę (${f.number})`,
    shipped: (f) => `${SHOP_NAME}: „${f.piece.name}” jest w drodze (${f.number})`,
    cancelled: (f) => `${SHOP_NAME}: zamówienie ${f.number} anulowane`,
    accepted: (f) => `${SHOP_NAME}: cena i termin dla ${f.number}`,
    declined: (f) => `${SHOP_NAME}: nie możemy wykonać ${f.number}`,
    'to-maker': (f) => `Nowe zamówienie ${f.number}: „${f.piece.name}”`,
  },
  heading: {
    confirm: 'Potwierdź swój adres',
    reserved: 'Zarezerwowane',
    requested: 'Dziękujemy',
    reminder: 'Przypomnienie o płatności',
    expired: 'Rezerwacja wygasła',
    paid: 'Płatność otrzymana',
    shipped: 'Wysłane',
    cancelled: 'Zamówienie anulowane',
    accepted: 'Możemy to dla Ciebie wykonać',
    declined: 'Przykro nam',
    'to-maker': 'Nowe zamówienie',
  },
  lead: {
    confirm: (f) =>
      `Kliknij poniżej, a zarezerwujemy dla Ciebie „${f.piece.name}”. Link działa przez ${f.confirmMinutes} minut i tylko raz; dopóki go nie klikniesz, nic nie jest zarezerwowane.`,
    reserved: (f, l) =>
      `„${f.piece.name}” jest zarezerwowane dla Ciebie do ${f.reservedUntil ? when(f.reservedUntil, l) : ''}. Zapłać przelewem w tym czasie, a wyślemy je do Ciebie.`,
    requested: (f) =>
      `Mamy Twoją prośbę o wykonanie „${f.piece.name}”. Odpowiemy z ceną i terminem; dopiero wtedy poprosimy o wpłatę.`,
    reminder: (f, l) =>
      `Rezerwacja „${f.piece.name}” kończy się ${f.reservedUntil ? when(f.reservedUntil, l) : ''}. Jeśli przelew już wysłano, nic nie trzeba robić.`,
    expired: (f) =>
      `Nie otrzymaliśmy wpłaty w czasie rezerwacji, więc „${f.piece.name}” znów jest dostępne. Jeśli przelew był w drodze, odpisz na tę wiadomość.`,
    paid: (f) => `Wpłata za „${f.piece.name}” dotarła. Napiszemy, gdy paczka wyruszy.`,
    shipped: (f) =>
      `„${f.piece.name}” jest w drodze${f.carrier ? ` (${f.carrier}${f.trackingNumber ? `, numer przesyłki ${f.trackingNumber}` : ''})` : ''}.`,
    cancelled: (f) =>
      `Zamówienie „${f.piece.name}” zostało anulowane. Jeśli wpłata już dotarła, zwrócimy ją na Twoje konto.`,
    accepted: (f, l) =>
      `Wykonamy „${f.piece.name}” dla Ciebie${f.readyBy ? ` do ${f.readyBy}` : ''}. Do zapłaty: ${f.totalGrosze != null ? money(f.totalGrosze, l) : ''}.`,
    declined: (f) => `Tym razem nie możemy wykonać „${f.piece.name}”.`,
    'to-maker': (f, l) =>
      `${f.buyer?.name} (${f.buyer?.email}, ${f.buyer?.phone}) potwierdziła zamówienie „${f.piece.name}”${f.totalGrosze != null ? ` na ${money(f.totalGrosze, l)}` : ''}.`,
  },
  confirmButton: 'Potwierdź i zarezerwuj',
  orderLink: 'Zobacz zamówienie',
  pay: {
    amount: 'Kwota',
    recipient: 'Odbiorca',
    account: 'Numer konta',
    title: 'Tytuł przelewu',
    scan: 'Albo zeskanuj kod w aplikacji banku:',
    qrAlt: 'Kod QR do przelewu',
  },
  tracking: 'Śledź przesyłkę',
  reason: 'Powód',
  ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość: nic nie zostanie zarezerwowane.',
  footer: `Wiadomość o zamówieniu w sklepie ${SHOP_NAME}.`,
  makerFooter: `Zamówienie w sklepie ${SHOP_NAME}.`,
  allOrders: 'Wszystkie zamówienia',
};

const EN: Words = {
  subject: {
    confirm: (f) => `${SHOP_NAME}: confirm your order ${f.number}`,
    reserved: (f) => `${SHOP_NAME}: “${f.piece.name}” is waiting for you (${f.number})`,
    requested: (f) => `${SHOP_NAME}: we have your request ${f.number}`,
    reminder: (f) => `${SHOP_NAME}: your reservation ${f.number} ends tomorrow`,
    expired: (f) => `${SHOP_NAME}: your reservation ${f.number} has expired`,
    paid: (f) => `${SHOP_NAME}: thank you for your payment (${f.number})`,
    shipped: (f) => `${SHOP_NAME}: “${f.piece.name}” is on its way (${f.number})`,
    cancelled: (f) => `${SHOP_NAME}: order ${f.number} cancelled`,
    accepted: (f) => `${SHOP_NAME}: a price and a date for ${f.number}`,
    declined: (f) => `${SHOP_NAME}: we cannot make ${f.number}`,
    'to-maker': (f) => `New order ${f.number}: “${f.piece.name}”`,
  },
  heading: {
    confirm: 'Confirm your address',
    reserved: 'Reserved',
    requested: 'Thank you',
    reminder: 'A reminder to pay',
    expired: 'Your reservation has expired',
    paid: 'Payment received',
    shipped: 'Shipped',
    cancelled: 'Order cancelled',
    accepted: 'We can make it for you',
    declined: 'We are sorry',
    'to-maker': 'New order',
  },
  lead: {
    confirm: (f) =>
      `Click below and we will reserve “${f.piece.name}” for you. The link works for ${f.confirmMinutes} minutes, once; until you click it, nothing is reserved.`,
    reserved: (f, l) =>
      `“${f.piece.name}” is reserved for you until ${f.reservedUntil ? when(f.reservedUntil, l) : ''}. Pay by bank transfer within that time and we will send it to you.`,
    requested: (f) =>
      `We have your request for “${f.piece.name}” to be made. We will answer with a price and a date; only then do we ask you to pay.`,
    reminder: (f, l) =>
      `Your reservation of “${f.piece.name}” ends ${f.reservedUntil ? when(f.reservedUntil, l) : ''}. If you have sent the transfer, there is nothing to do.`,
    expired: (f) =>
      `We did not receive the payment in time, so “${f.piece.name}” is available again. If your transfer was on its way, reply to this mail.`,
    paid: (f) => `Your payment for “${f.piece.name}” has arrived. We will write when the parcel leaves.`,
    shipped: (f) =>
      `“${f.piece.name}” is on its way${f.carrier ? ` (${f.carrier}${f.trackingNumber ? `, tracking number ${f.trackingNumber}` : ''})` : ''}.`,
    cancelled: (f) =>
      `The order of “${f.piece.name}” was cancelled. If your payment had arrived, we will return it to your account.`,
    accepted: (f, l) =>
      `We will make “${f.piece.name}” for you${f.readyBy ? ` by ${f.readyBy}` : ''}. To pay: ${f.totalGrosze != null ? money(f.totalGrosze, l) : ''}.`,
    declined: (f) => `This time we cannot make “${f.piece.name}”.`,
    'to-maker': (f, l) =>
      `${f.buyer?.name} (${f.buyer?.email}, ${f.buyer?.phone}) confirmed an order of “${f.piece.name}”${f.totalGrosze != null ? ` for ${money(f.totalGrosze, l)}` : ''}.`,
  },
  confirmButton: 'Confirm and reserve',
  orderLink: 'See the order',
  pay: {
    amount: 'Amount',
    recipient: 'Recipient',
    account: 'Account number',
    title: 'Transfer title',
    scan: "Or scan the code in your bank's app:",
    qrAlt: 'QR code for the transfer',
  },
  tracking: 'Track the parcel',
  reason: 'Reason',
  ignore: 'If it was not you, ignore this mail: nothing will be reserved.',
  footer: `A message about your order at ${SHOP_NAME}.`,
  makerFooter: `An order at ${SHOP_NAME}.`,
  allOrders: 'All orders',
};

/** The mail of an order's event in `locale`: the buyer's language, or Polish for the maker. */
export function orderMail(event: OrderMailEvent, facts: OrderMailFacts, locale: Language): MailTemplate {
  const w = locale === 'en' ? EN : PL;
  const blocks: MailBlock[] = [{ kind: 'text', text: w.lead[event](facts, locale) }];
  if (facts.reason && (event === 'cancelled' || event === 'declined'))
    blocks.push({ kind: 'quote', text: `${w.reason}: ${facts.reason}` });
  if (event === 'confirm' && facts.confirmUrl)
    blocks.push({ kind: 'button', label: w.confirmButton, url: facts.confirmUrl });
  if (facts.payment && facts.totalGrosze != null) {
    const { iban, recipient, title, qrCid } = facts.payment;
    blocks.push({
      kind: 'text',
      text: `${w.pay.amount}: ${money(facts.totalGrosze, locale)}\n${w.pay.recipient}: ${recipient}\n${w.pay.account}: ${iban}\n${w.pay.title}: ${title}`,
    });
    if (qrCid)
      blocks.push(
        { kind: 'text', text: w.pay.scan },
        { kind: 'image', src: `cid:${qrCid}`, alt: w.pay.qrAlt },
      );
  }
  if (facts.trackingUrl) blocks.push({ kind: 'link', label: w.tracking, url: facts.trackingUrl });
  blocks.push(...pieceBlocks(facts.piece));
  if (event === 'to-maker') {
    if (facts.adminUrl) blocks.push({ kind: 'link', label: w.allOrders, url: facts.adminUrl });
  } else if (event !== 'confirm') {
    blocks.push({ kind: 'button', label: w.orderLink, url: facts.orderUrl });
  } else {
    blocks.push({ kind: 'text', text: w.ignore });
  }
  const content: Omit<MailContent, 'locale'> = {
    subject: w.subject[event](facts),
    heading: w.heading[event],
    blocks,
    footer: event === 'to-maker' ? w.makerFooter : w.footer,
  };
  return { kind: `order-${event}`, content };
}
