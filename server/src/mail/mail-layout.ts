import mjml2html from 'mjml';
import type { Language } from '../i18n/locale';

/** The shop's name as its mails sign them. */
export const SHOP_NAME = 'Soutache Studio';

/** The light palette of the site (client/src/styles/theme.css), which mail apps show best. */
const PALETTE = {
  bg: '#faf6f0',
  surface: '#fffdf9',
  text: '#2a1d1a',
  muted: '#5b4c44',
  accent: '#7a5a1f',
  button: '#7a2638',
  buttonText: '#fffaf2',
  border: '#e6dccd',
};

/** One block of a mail's body: a paragraph, a quoted text (a customer's message), a button, a picture. */
export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'image'; src: string; alt: string; href?: string };

/** What a mail says, in one language: the layout makes its HTML (MJML) and plain text from it. */
export interface MailContent {
  locale: Language;
  subject: string;
  /** The first line of the body, shown big. */
  heading: string;
  blocks: MailBlock[];
  /** Small print under the body (why the mail came). */
  footer: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Text with its line breaks kept, as MJML content. */
const paragraph = (text: string) => escapeXml(text).replace(/\r?\n/g, '<br />');

function mjmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<mj-text>${paragraph(block.text)}</mj-text>`;
    case 'quote':
      return `<mj-text container-background-color="${PALETTE.bg}" padding="12px 16px">${paragraph(block.text)}</mj-text>`;
    case 'button':
      return `<mj-button href="${escapeXml(block.url)}" background-color="${PALETTE.button}" color="${PALETTE.buttonText}" border-radius="6px" font-size="16px" align="left">${escapeXml(block.label)}</mj-button>`;
    case 'link':
      return `<mj-text><a href="${escapeXml(block.url)}" style="color:${PALETTE.accent}">${escapeXml(block.label)}</a></mj-text>`;
    case 'image':
      return `<mj-image src="${escapeXml(block.src)}" alt="${escapeXml(block.alt)}"${block.href ? ` href="${escapeXml(block.href)}"` : ''} width="280px" align="left" border-radius="6px" />`;
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
    case 'link':
      return `${block.label}:\n${block.url}`;
    case 'image':
      return block.href ? `${block.alt}: ${block.href}` : '';
  }
}

/**
 * The HTML (MJML: tables and inline styles every mail app shows) and plain-text versions of a mail.
 * No tracking: no pixel, no rewritten link; pictures are the shop's own.
 */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const source = `<mjml lang="${content.locale}">
  <mj-head>
    <mj-title>${escapeXml(content.subject)}</mj-title>
    <mj-preview>${escapeXml(content.heading)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Georgia, 'Times New Roman', serif" />
      <mj-text color="${PALETTE.text}" font-size="16px" line-height="1.5" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${PALETTE.bg}">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="20px" color="${PALETTE.accent}" letter-spacing="1px">${SHOP_NAME}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="${PALETTE.surface}" border="1px solid ${PALETTE.border}" border-radius="8px" padding="16px 8px">
      <mj-column>
        <mj-text font-size="22px">${escapeXml(content.heading)}</mj-text>
        ${content.blocks.map(mjmlBlock).join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column><mj-text color="${PALETTE.muted}" font-size="13px">${paragraph(content.footer)}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', minify: false });
  if (errors.length) throw new Error(`mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  const text = [
    SHOP_NAME,
    '',
    content.heading,
    '',
    ...content.blocks
      .map(textBlock)
      .filter(Boolean)
      .flatMap((t) => [t, '']),
    '--',
    content.footer,
  ].join('\n');
  return { subject: content.subject, html, text };
}
