import type { Language } from '../i18n/locale';
import { type MailContent, SHOP_NAME } from './mail-layout';

/** A piece a mail is about: its name, its page and its photo (absolute addresses). */
export interface MailPiece {
  name: string;
  url: string;
  photoUrl?: string;
}

/** Every mail the shop sends, by kind, with what each needs. */
export type MailTemplate =
  | { kind: 'password-reset'; name: string; url: string; validMinutes: number }
  | { kind: 'password-changed'; name: string; resetUrl: string }
  | { kind: 'email-change'; url: string; validHours: number }
  | { kind: 'email-confirm'; name: string; url: string; validHours: number }
  | { kind: 'email-in-use'; resetUrl: string }
  | { kind: 'email-change-asked'; name: string; newEmail: string; validHours: number; resetUrl: string }
  | { kind: 'email-changed'; name: string; newEmail: string; contactUrl: string }
  | {
      kind: 'enquiry-to-maker';
      customerName: string;
      customerEmail: string;
      message: string;
      piece?: MailPiece;
      adminUrl: string;
    }
  | { kind: 'enquiry-copy'; piece?: MailPiece }
  /** A mail a domain words itself, in both languages (orders: orders/order-mails.ts); its kind names it in the outbox and the metrics. */
  | { kind: `order-${string}`; content: Omit<MailContent, 'locale'> };

type Texts = (template: Exclude<MailTemplate, { content: unknown }>) => Omit<MailContent, 'locale'>;

const pieceBlocks = (piece: MailPiece | undefined) =>
  piece
    ? [
        ...(piece.photoUrl
          ? [{ kind: 'image' as const, src: piece.photoUrl, alt: piece.name, href: piece.url }]
          : []),
        { kind: 'link' as const, label: piece.name, url: piece.url },
      ]
    : [];

const POLISH: Texts = (t) => {
  switch (t.kind) {
    case 'password-reset':
      return {
        subject: `${SHOP_NAME}: ustaw nowe hasło`,
        heading: `Dzień dobry, ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text:
              'Ktoś (mamy nadzieję, że Ty) poprosił o nowe hasło do konta w sklepie. Link działa przez ' +
              t.validMinutes +
              ' minut i tylko raz.',
          },
          { kind: 'button', label: 'Ustaw nowe hasło', url: t.url },
          { kind: 'text', text: 'Jeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.' },
        ],
        footer: `Ta wiadomość przyszła, bo na stronie ${SHOP_NAME} podano ten adres e-mail przy odzyskiwaniu hasła.`,
      };
    case 'password-changed':
      return {
        subject: `${SHOP_NAME}: hasło zostało zmienione`,
        heading: `Dzień dobry, ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text: 'Hasło do Twojego konta właśnie zostało zmienione, a wszystkie wcześniejsze logowania zakończone.',
          },
          { kind: 'text', text: 'Jeśli to nie Ty, ustaw nowe hasło od razu:' },
          { kind: 'link', label: 'Nie pamiętam hasła', url: t.resetUrl },
        ],
        footer: `Wiadomość o zmianie hasła w sklepie ${SHOP_NAME}.`,
      };
    case 'email-change':
      return {
        subject: `${SHOP_NAME}: potwierdź nowy adres e-mail`,
        heading: 'Dzień dobry',
        blocks: [
          {
            kind: 'text',
            text: `Na stronie konta w sklepie poproszono o zmianę adresu e-mail na ten. Zmiana nastąpi dopiero po kliknięciu linku; działa przez ${t.validHours} godziny i tylko raz.`,
          },
          { kind: 'button', label: 'Potwierdź nowy adres', url: t.url },
          { kind: 'text', text: 'Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.' },
        ],
        footer: `Ta wiadomość przyszła, bo ten adres podano na stronie konta w sklepie ${SHOP_NAME}.`,
      };
    case 'email-confirm':
      return {
        subject: `${SHOP_NAME}: potwierdź adres e-mail`,
        heading: `Dzień dobry, ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text: `Kliknij link, aby potwierdzić, że ten adres jest Twój. Rezerwacja złożona po zalogowaniu na ten adres od razu zatrzyma wybrany egzemplarz, bez czekania na link w mailu. Link działa przez ${t.validHours} godziny i tylko raz.`,
          },
          { kind: 'button', label: 'Potwierdź adres e-mail', url: t.url },
          { kind: 'text', text: 'Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.' },
        ],
        footer: `Ta wiadomość przyszła, bo na stronie konta w sklepie ${SHOP_NAME} poproszono o potwierdzenie tego adresu.`,
      };
    case 'email-in-use':
      return {
        subject: `${SHOP_NAME}: ten adres ma już konto`,
        heading: 'Dzień dobry',
        blocks: [
          {
            kind: 'text',
            text: 'Na stronie konta w sklepie poproszono o przeniesienie innego konta na ten adres. Ten adres ma już konto w sklepie, więc nic się nie zmieniło.',
          },
          {
            kind: 'text',
            text: 'Jeśli to Ty, zaloguj się tym adresem; jeśli nie pamiętasz hasła, ustaw nowe:',
          },
          { kind: 'button', label: 'Ustaw nowe hasło', url: t.resetUrl },
          { kind: 'text', text: 'Jeśli to nie Ty, zignoruj tę wiadomość.' },
        ],
        footer: `Ta wiadomość przyszła, bo ten adres podano na stronie konta w sklepie ${SHOP_NAME}.`,
      };
    case 'email-change-asked':
      return {
        subject: `${SHOP_NAME}: prośba o zmianę adresu e-mail konta`,
        heading: `Dzień dobry, ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text: `Na stronie Twojego konta poproszono o przeniesienie go na adres ${t.newEmail}. Wysłaliśmy tam link; zmiana nastąpi dopiero po jego kliknięciu (działa przez ${t.validHours} godziny).`,
          },
          {
            kind: 'text',
            text: 'Jeśli to nie Ty, ktoś zna Twoje hasło. Ustaw nowe hasło od razu: to unieważni link i wyloguje wszystkie urządzenia.',
          },
          { kind: 'button', label: 'Ustaw nowe hasło', url: t.resetUrl },
        ],
        footer: `Wiadomość o prośbie o zmianę adresu e-mail w sklepie ${SHOP_NAME}.`,
      };
    case 'email-changed':
      return {
        subject: `${SHOP_NAME}: adres e-mail konta został zmieniony`,
        heading: `Dzień dobry, ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text: `Adres e-mail Twojego konta właśnie zmieniono na ${t.newEmail}. Ten adres nie służy już do logowania.`,
          },
          { kind: 'text', text: 'Jeśli to nie Ty, napisz do nas od razu:' },
          { kind: 'link', label: 'Kontakt', url: t.contactUrl },
        ],
        footer: `Wiadomość o zmianie adresu e-mail w sklepie ${SHOP_NAME}.`,
      };
    case 'enquiry-to-maker':
      return {
        subject: t.piece
          ? `Pytanie o „${t.piece.name}” od ${t.customerName}`
          : `Pytanie od ${t.customerName}`,
        heading: t.piece ? `${t.customerName} pyta o „${t.piece.name}”` : `${t.customerName} pisze`,
        blocks: [
          { kind: 'quote', text: t.message },
          {
            kind: 'text',
            text: `Odpowiedz na tę wiadomość, a trafi do ${t.customerName} (${t.customerEmail}).`,
          },
          ...pieceBlocks(t.piece),
          { kind: 'link', label: 'Wszystkie pytania', url: t.adminUrl },
        ],
        footer: `Pytanie wysłane formularzem sklepu ${SHOP_NAME}.`,
      };
    case 'enquiry-copy':
      return {
        subject: t.piece
          ? `${SHOP_NAME}: mamy Twoje pytanie o „${t.piece.name}”`
          : `${SHOP_NAME}: mamy Twoje pytanie`,
        heading: 'Dziękujemy',
        blocks: [
          {
            kind: 'text',
            text: t.piece
              ? `Mamy Twoje pytanie o „${t.piece.name}”. Odpowiemy na ten adres.`
              : 'Mamy Twoje pytanie. Odpowiemy na ten adres.',
          },
          ...pieceBlocks(t.piece),
          { kind: 'text', text: 'Jeśli to nie Ty, zignoruj tę wiadomość.' },
        ],
        footer: `Ten adres podano z pytaniem w formularzu sklepu ${SHOP_NAME}.`,
      };
  }
};

const ENGLISH: Texts = (t) => {
  switch (t.kind) {
    case 'password-reset':
      return {
        subject: `${SHOP_NAME}: set a new password`,
        heading: `Hello ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text: `Someone (we hope you) asked for a new password for your account at the shop. The link works for ${t.validMinutes} minutes, once.`,
          },
          { kind: 'button', label: 'Set a new password', url: t.url },
          { kind: 'text', text: 'If it was not you, ignore this mail: your password stays as it is.' },
        ],
        footer: `You got this mail because this address was given on ${SHOP_NAME}'s forgotten password page.`,
      };
    case 'password-changed':
      return {
        subject: `${SHOP_NAME}: your password was changed`,
        heading: `Hello ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text: 'The password of your account was just changed, and every earlier sign-in ended.',
          },
          { kind: 'text', text: 'If it was not you, set a new password at once:' },
          { kind: 'link', label: 'Forgot your password?', url: t.resetUrl },
        ],
        footer: `A notice of a password change at ${SHOP_NAME}.`,
      };
    case 'email-change':
      return {
        subject: `${SHOP_NAME}: confirm your new e-mail address`,
        heading: 'Hello',
        blocks: [
          {
            kind: 'text',
            text: `Someone asked on the shop's account page to change the account's e-mail to this address. Nothing changes until the link is followed; it works for ${t.validHours} hours, once.`,
          },
          { kind: 'button', label: 'Confirm the new address', url: t.url },
          { kind: 'text', text: 'If it was not you, ignore this mail: nothing changes.' },
        ],
        footer: `You got this mail because this address was given on ${SHOP_NAME}'s account page.`,
      };
    case 'email-confirm':
      return {
        subject: `${SHOP_NAME}: confirm your e-mail address`,
        heading: `Hello ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text: `Follow the link to confirm that this address is yours. A reservation you place while signed in with it then holds the piece at once, without waiting for a mailed link. The link works for ${t.validHours} hours, once.`,
          },
          { kind: 'button', label: 'Confirm the e-mail address', url: t.url },
          { kind: 'text', text: 'If it was not you, ignore this mail: nothing changes.' },
        ],
        footer: `You got this mail because a confirmation of this address was asked on ${SHOP_NAME}'s account page.`,
      };
    case 'email-in-use':
      return {
        subject: `${SHOP_NAME}: this address has an account already`,
        heading: 'Hello',
        blocks: [
          {
            kind: 'text',
            text: "Someone asked on the shop's account page to move another account to this address. This address has an account at the shop already, so nothing changed.",
          },
          {
            kind: 'text',
            text: 'If it was you, sign in with this address; if you forgot its password, set a new one:',
          },
          { kind: 'button', label: 'Set a new password', url: t.resetUrl },
          { kind: 'text', text: 'If it was not you, ignore this mail.' },
        ],
        footer: `You got this mail because this address was given on ${SHOP_NAME}'s account page.`,
      };
    case 'email-change-asked':
      return {
        subject: `${SHOP_NAME}: a change of your account's e-mail was asked`,
        heading: `Hello ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text: `Someone asked on your account page to move your account to ${t.newEmail}. A link went there; nothing changes until it is followed (it works for ${t.validHours} hours).`,
          },
          {
            kind: 'text',
            text: 'If it was not you, someone knows your password. Set a new one at once: that voids the link and signs out every device.',
          },
          { kind: 'button', label: 'Set a new password', url: t.resetUrl },
        ],
        footer: `A notice of a requested e-mail change at ${SHOP_NAME}.`,
      };
    case 'email-changed':
      return {
        subject: `${SHOP_NAME}: your account's e-mail was changed`,
        heading: `Hello ${t.name}`,
        blocks: [
          {
            kind: 'text',
            text: `The e-mail of your account was just changed to ${t.newEmail}. This address no longer signs in.`,
          },
          { kind: 'text', text: 'If it was not you, write to us at once:' },
          { kind: 'link', label: 'Contact', url: t.contactUrl },
        ],
        footer: `A notice of an e-mail change at ${SHOP_NAME}.`,
      };
    case 'enquiry-to-maker':
      return {
        subject: t.piece
          ? `A question about “${t.piece.name}” from ${t.customerName}`
          : `A question from ${t.customerName}`,
        heading: t.piece ? `${t.customerName} asks about “${t.piece.name}”` : `${t.customerName} writes`,
        blocks: [
          { kind: 'quote', text: t.message },
          { kind: 'text', text: `Reply to this mail and it goes to ${t.customerName} (${t.customerEmail}).` },
          ...pieceBlocks(t.piece),
          { kind: 'link', label: 'All enquiries', url: t.adminUrl },
        ],
        footer: `An enquiry sent with ${SHOP_NAME}'s form.`,
      };
    case 'enquiry-copy':
      return {
        subject: t.piece
          ? `${SHOP_NAME}: we have your question about “${t.piece.name}”`
          : `${SHOP_NAME}: we have your question`,
        heading: 'Thank you',
        blocks: [
          {
            kind: 'text',
            text: t.piece
              ? `We have your question about “${t.piece.name}”. We will answer at this address.`
              : 'We have your question. We will answer at this address.',
          },
          ...pieceBlocks(t.piece),
          { kind: 'text', text: 'If it was not you, ignore this mail.' },
        ],
        footer: `This address was given with a question on ${SHOP_NAME}'s form.`,
      };
  }
};

/** What the mail says in the recipient's language. */
export function mailContent(locale: Language, template: MailTemplate): MailContent {
  if ('content' in template) return { locale, ...template.content };
  return { locale, ...(locale === 'en' ? ENGLISH : POLISH)(template) };
}
