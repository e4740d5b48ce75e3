import { electronicFormatIBAN } from 'ibantools';
import QRCode from 'qrcode';

/** What a bank transfer for an order needs: the account, who holds it, the title and the amount. */
export interface TransferDetails {
  /** The IBAN, electronic format (PL and 26 digits). */
  iban: string;
  recipient: string;
  title: string;
  amountGrosze: number;
}

/** An IBAN in groups of four, as people read and type it: PL61 1090 1014 0000 0712 1981 2874. */
export const groupedIban = (iban: string): string =>
  (electronicFormatIBAN(iban) ?? iban).replace(/(.{4})(?=.)/g, '$1 ');

/** The ZBP's fields are separated by '|': a '|' in a name or title would move every field after it. */
const field = (value: string, max: number) => value.replace(/[|\r\n]/g, ' ').slice(0, max);

/**
 * The Polish banks' 2D code for a transfer (Związek Banków Polskich, recommendation of 2013-12-03):
 * `NIP|country|account|amount|recipient|title|reserved|reserved|reserved`, the account as 26 digits
 * without the country, the amount in grosze as six digits, the recipient up to 20 characters and the
 * title up to 32. A banking app that scans it fills in the transfer.
 */
export function zbpText({ iban, recipient, title, amountGrosze }: TransferDetails): string {
  const electronic = electronicFormatIBAN(iban) ?? iban;
  const country = electronic.slice(0, 2);
  const account = electronic.slice(2);
  return [
    '',
    country,
    account,
    String(amountGrosze).padStart(6, '0'),
    field(recipient, 20),
    field(title, 32),
    '',
    '',
    '',
  ].join('|');
}

/** The code as an SVG for the order's page (scales with the screen; dark on light, as banking apps read best). */
export const qrSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The code as a PNG for the mail (attached inline: mail apps show no SVG). */
export const qrPng = (text: string): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 280 });
