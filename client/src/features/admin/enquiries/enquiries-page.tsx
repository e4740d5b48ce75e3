import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/page-loading';
import {
  AdminEnquiriesDocument,
  SetAdminEnquiryStateDocument,
  type AdminEnquiriesQuery,
  type EnquiryState,
} from '../../../gql/admin-enquiries/graphql';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { useAdminTexts } from '../../../lib/use-admin-texts';
import './enquiries.css';
import { paths } from '../../../lib/paths';
import { mailtoAddress } from '../mailto';

type Enquiry = AdminEnquiriesQuery['enquiries']['items'][number];

const PAGE_SIZE = 20;
const STATES: readonly EnquiryState[] = ['NEW', 'ANSWERED', 'CLOSED'];

/** The customer's address with the subject filled in ("Re: " and the piece's name): the maker answers from her mail app. */
export function replyHref(enquiry: Pick<Enquiry, 'email' | 'piece'>, subject: string): string {
  return `mailto:${mailtoAddress(enquiry.email)}?subject=${encodeURIComponent(subject)}`;
}

/**
 * /admin/enquiries: visitors' questions, newest first, filtered by state; each with its piece (linked,
 * with its photo), who asked, their address, the question and when. "Reply by e-mail" opens the mail app
 * addressed to the customer and marks the enquiry answered; its state can be set back or closed. Cards,
 * not a table: on a phone it reads as a list.
 */
export function EnquiriesPage() {
  const { t } = useTranslation();
  const { isAdmin, isLoading } = useSession();
  const ready = useAdminTexts();
  if (isLoading) return <PageLoading />;
  if (!isAdmin) return <Notice title={t('admin.noPermission')} tone="alert" />;
  return ready ? <Enquiries /> : <PageLoading />;
}

function Enquiries() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<EnquiryState | undefined>();
  const { data, error, loading, fetchMore, refetch } = useQuery(AdminEnquiriesDocument, {
    variables: { state: filter, offset: 0, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setState] = useMutation(SetAdminEnquiryStateDocument);
  const [updateFailed, setUpdateFailed] = useState(false);

  const change = async (id: number, state: EnquiryState) => {
    setUpdateFailed(false);
    try {
      await setState({ variables: { id, state } });
      // The count of new ones and the filtered list follow the change.
      await refetch();
    } catch (failure) {
      console.error('Setting the state of an enquiry failed', failure);
      setUpdateFailed(true);
    }
  };

  const filters: { key: EnquiryState | undefined; label: string }[] = [
    { key: undefined, label: t('adminEnquiries.filter.ALL') },
    ...STATES.map((key) => ({ key, label: t(`adminEnquiries.filter.${key}`) })),
  ];
  const page = data?.enquiries;

  return (
    <section className="enquiries-admin" aria-labelledby="enquiries-title">
      <p className="eyebrow">
        <Link to={paths.admin.href()}>{t('admin.title')}</Link>
      </p>
      <h1 id="enquiries-title" className="page-title">
        {t('adminEnquiries.title')}
      </h1>
      <p className="page-lead">{t('adminEnquiries.lead')}</p>
      <div className="enquiries-admin__filters" role="group" aria-label={t('adminEnquiries.filterLabel')}>
        {filters.map(({ key, label }) => (
          <button
            key={key ?? 'ALL'}
            type="button"
            className="enquiries-admin__filter"
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
          >
            {label}
            {key === 'NEW' && page ? ` (${page.newCount})` : ''}
          </button>
        ))}
      </div>
      {updateFailed && <Notice title={t('adminEnquiries.updateError')} tone="alert" />}
      {error ? (
        <Notice title={t('adminEnquiries.fetchError')} tone="alert" />
      ) : !page ? (
        <PageLoading />
      ) : page.items.length === 0 ? (
        <p className="enquiries-admin__empty">{t('adminEnquiries.empty')}</p>
      ) : (
        <>
          <ul className="enquiries-admin__list">
            {page.items.map((enquiry) => (
              <EnquiryCard
                key={enquiry.id}
                enquiry={enquiry}
                onState={(state) => void change(enquiry.id, state)}
              />
            ))}
          </ul>
          <p className="enquiries-admin__count">
            {t('adminEnquiries.shown', { shown: page.items.length, total: page.total })}
          </p>
          {page.items.length < page.total && (
            <div className="button-row button-row--center">
              <button
                type="button"
                className="button button--ghost"
                disabled={loading}
                onClick={() => void fetchMore({ variables: { offset: page.items.length } })}
              >
                {t('common.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function EnquiryCard({ enquiry, onState }: { enquiry: Enquiry; onState: (state: EnquiryState) => void }) {
  const { t, i18n } = useTranslation();
  const { piece } = enquiry;
  const subject = piece
    ? t('adminEnquiries.replySubject', { name: piece.name })
    : t('adminEnquiries.replySubjectGeneral');
  const stateId = `enquiry-${enquiry.id}-state`;
  // Replying opens the mail app; back here, one click says it was answered (a reply begun is not one sent).
  const [replying, setReplying] = useState(false);
  const markRef = useRef<HTMLButtonElement>(null);
  const offerMark = replying && enquiry.state === 'NEW';
  useEffect(() => {
    if (offerMark) markRef.current?.focus();
  }, [offerMark]);
  return (
    <li
      className={`enquiry-card enquiry-card--${enquiry.state.toLowerCase()}`}
      aria-labelledby={`enquiry-${enquiry.id}-from`}
    >
      <div className="enquiry-card__piece">
        {piece ? (
          <Link to={paths.product.href(piece.id)} className="enquiry-card__piece-link">
            {piece.photoUrl ? (
              <img
                src={piece.photoUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="enquiry-card__photo"
              />
            ) : (
              <span className="enquiry-card__photo" aria-hidden="true" />
            )}
            <span>
              <span className="visually-hidden">{t('adminEnquiries.about')}: </span>
              {piece.name}
            </span>
          </Link>
        ) : (
          <span className="enquiry-card__general">{t('adminEnquiries.general')}</span>
        )}
        <span className={`enquiry-card__state enquiry-card__state--${enquiry.state.toLowerCase()}`}>
          {t(`adminEnquiries.state.${enquiry.state}`)}
        </span>
      </div>
      <p className="enquiry-card__who" id={`enquiry-${enquiry.id}-from`}>
        <span className="visually-hidden">{t('adminEnquiries.from')}: </span>
        <strong>{enquiry.name}</strong> ·{' '}
        <a href={`mailto:${mailtoAddress(enquiry.email)}`}>{enquiry.email}</a> ·{' '}
        <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt, i18n.language)}</time> ·{' '}
        {t(`adminEnquiries.language.${enquiry.language}`)}
      </p>
      <p className="enquiry-card__message">{enquiry.message}</p>
      <div className="enquiry-card__actions">
        <a
          className="button button--primary"
          href={replyHref(enquiry, subject)}
          aria-label={t('adminEnquiries.replyLabel', { name: enquiry.name })}
          onClick={() => setReplying(true)}
        >
          {t('adminEnquiries.reply')}
        </a>
        {offerMark && (
          <button
            type="button"
            ref={markRef}
            className="button button--ghost"
            onClick={() => onState('ANSWERED')}
          >
            {t('adminEnquiries.markAnswered')}
          </button>
        )}
        <span className="enquiry-card__state-field">
          <label htmlFor={stateId}>{t('adminEnquiries.stateLabel')}</label>
          <select
            id={stateId}
            value={enquiry.state}
            aria-label={t('adminEnquiries.stateSelectLabel', { name: enquiry.name })}
            onChange={(event) => onState(event.target.value as EnquiryState)}
          >
            {STATES.map((state) => (
              <option key={state} value={state}>
                {t(`adminEnquiries.state.${state}`)}
              </option>
            ))}
          </select>
        </span>
      </div>
    </li>
  );
}
