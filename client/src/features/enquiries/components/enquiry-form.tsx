import './enquiry.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/ui/text-field';
import { SendEnquiryDocument } from '../../../gql/graphql';
import { fieldReasonText, formRefusalText } from '../../../lib/refusal-text';
import { readServerRefusal, type ServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/translation';
import { useEnquiryTexts } from '../use-enquiry-texts';

type Field = 'name' | 'email' | 'message';

/**
 * The enquiry form (loaded on the first click of "Ask about this piece"): name, e-mail and message,
 * sent to the shop, which mails the maker and a copy to the visitor. `website` is a honeypot: hidden
 * from people and from assistive technology, filled only by robots.
 */
export function EnquiryForm(props: { productId?: number; pieceName?: string }) {
  return useEnquiryTexts() ? <EnquiryFormWithTexts {...props} /> : null;
}

function EnquiryFormWithTexts({ productId, pieceName }: { productId?: number; pieceName?: string }) {
  const { t } = useTranslation();
  const { userName, userEmail } = useSession();
  const [name, setName] = useState(userName);
  const [email, setEmail] = useState(userEmail);
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const [send] = useMutation(SendEnquiryDocument);
  const sent = useRef<HTMLParagraphElement>(null);

  // Opened by a click ("Ask about this piece"): the focus goes to the first field still to fill.
  useEffect(() => {
    const first =
      (['name', 'email', 'message'] as const).find((field) => !{ name, email, message }[field]) ?? 'message';
    document.getElementById(`enquiry-${first}`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form opens
  }, []);
  // Sent: the confirmation takes the focus from the form it replaces.
  useEffect(() => {
    if (sentTo) sent.current?.focus();
  }, [sentTo]);

  const reason = (field: Field) => {
    const [code] = refusal?.fields[field] ?? [];
    return code ? fieldReasonText(t, field, code) : undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await send({ variables: { productId, input: { name, email, message, website } } });
      setSentTo(email);
    } catch (error) {
      const answer = readServerRefusal(error);
      setRefusal(answer);
      // The first field refused takes the focus (DESIGN "Telling the user").
      const refused = (['name', 'email', 'message'] as const).find((field) => answer.fields[field]?.length);
      if (refused) document.getElementById(`enquiry-${refused}`)?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <p className="enquiry__sent" role="status" tabIndex={-1} ref={sent}>
        {t('catalogue.enquiry.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form className="enquiry" onSubmit={submit} aria-label={t('catalogue.enquiry.title')}>
      {pieceName && <p className="enquiry__about">{t('catalogue.enquiry.about', { name: pieceName })}</p>}
      <TextField
        id="enquiry-name"
        label={t('catalogue.enquiry.name')}
        autoComplete="name"
        required
        maxLength={100}
        value={name}
        onValueChange={setName}
        error={reason('name')}
      />
      <TextField
        id="enquiry-email"
        label={t('catalogue.enquiry.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={reason('email')}
      />
      <div className={`field${reason('message') ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="enquiry-message">
          {t('catalogue.enquiry.message')}
        </label>
        <textarea
          id="enquiry-message"
          className="field__input enquiry__message"
          required
          maxLength={5000}
          rows={5}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={reason('message') ? true : undefined}
        />
        <p className="field__error" aria-live="polite">
          {reason('message')}
        </p>
      </div>
      <div className="enquiry__trap" aria-hidden="true">
        <label htmlFor="enquiry-website">Website</label>
        <input
          id="enquiry-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <p className="enquiry__alert" role="alert">
        {refusal && formRefusalText(t, refusal)}
      </p>
      {/* Not disabled while sending: a disabled button loses the focus (to the page's top). */}
      <button type="submit" className="button button--primary" aria-disabled={submitting || undefined}>
        {t('catalogue.enquiry.send')}
      </button>
    </form>
  );
}
