import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/translation';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusNotice } from '../../../components/ui/status-notice';
import { NewEnquiryCountDocument } from '../../../gql/admin-enquiries/graphql';
import { AdminDraftsDocument, AdminUsersDocument, SetUserAdminDocument } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useAdminTexts } from '../../../lib/use-admin-texts';
import './admin.css';
import { paths } from '../../../lib/paths';
import { OrdersLinks } from '../orders/orders-links';

const PAGE_SIZE = 100;

export function AdminPanel() {
  const { t } = useTranslation();
  const { isAdmin, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (!isAdmin) return <Notice title={t('admin.noPermission')} tone="alert" />;
  return <UsersTable />;
}

function UsersTable() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const { data, error, loading, fetchMore } = useQuery(AdminUsersDocument, {
    variables: { offset: 0, limit: PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [setUserAdmin] = useMutation(SetUserAdminDocument);
  // The requested flag shows at once (and the row waits) until the server confirms it.
  const [pending, setPending] = useState<{ id: number; isAdmin: boolean } | null>(null);
  const [updateFailed, setUpdateFailed] = useState(false);
  const [done, setDone] = useState<string>();
  // The confirmation's and the notice's texts come with the admin screens' texts, not the shop's first page.
  const textsReady = useAdminTexts();

  if (updateFailed) return <Notice title={t('admin.updateError')} tone="alert" />;
  if (error) return <Notice title={t('admin.fetchError')} tone="alert" />;
  if (!data) return <PageLoading />;

  const { items, total } = data.users;

  // The flag grants everything an admin can do, so the panel asks first, naming the
  // account and what changes, and then says what was done.
  const toggle = async (user: { id: number; name: string; email: string }, isAdmin: boolean) => {
    const who = { name: user.name, email: user.email };
    if (!window.confirm(t(isAdmin ? 'adminPanel.grantConfirm' : 'adminPanel.revokeConfirm', who))) return;
    setDone(undefined);
    setPending({ id: user.id, isAdmin });
    try {
      await setUserAdmin({ variables: { id: user.id, isAdmin } });
      setDone(t(isAdmin ? 'adminPanel.granted' : 'adminPanel.revoked', who));
    } catch (failure) {
      console.error('Updating user permissions failed', failure);
      setUpdateFailed(true);
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="admin-title">
      <h1 id="admin-title" className="page-title">
        {t('admin.title')}
      </h1>
      <p className="page-lead">{t('admin.lead')}</p>
      {textsReady && (
        <ul className="admin-panel__links">
          <li>
            <EnquiriesLink />
          </li>
          <OrdersLinks />
          <li>
            <Link to={paths.adminTranslations.href()}>{t('adminPanel.translationsLink')}</Link>
          </li>
          <li>
            <Link to={paths.adminInsights.href()}>{t('adminPanel.insightsLink')}</Link>
          </li>
        </ul>
      )}
      {textsReady && <DraftsList />}
      {done && <StatusNotice text={done} />}
      <div className="admin-table__wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{t('admin.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.email')}</th>
              <th scope="col" className="admin-table__name">
                {t('admin.name')}
              </th>
              <th scope="col" className="admin-table__flag">
                {t('admin.admin')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((user) => {
              const self = user.id === userId;
              return (
                <tr key={user.id}>
                  <td className="admin-table__email">{user.email}</td>
                  <td className="admin-table__name">{user.name}</td>
                  <td className="admin-table__flag">
                    <input
                      type="checkbox"
                      className="admin-table__checkbox"
                      checked={pending?.id === user.id ? pending.isAdmin : user.isAdmin}
                      disabled={self || !textsReady || pending?.id === user.id}
                      aria-label={t('admin.toggleLabel', { email: user.email })}
                      title={self ? t('admin.selfHint') : undefined}
                      onChange={(event) => void toggle(user, event.target.checked)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="admin-panel__count">{t('admin.shown', { shown: items.length, total })}</p>
      {items.length < total && (
        <div className="button-row button-row--center">
          <button
            type="button"
            className="button button--ghost"
            disabled={loading}
            onClick={() => void fetchMore({ variables: { offset: items.length, limit: PAGE_SIZE } })}
          >
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The link to /admin/enquiries, with how many are new (a badge, once the count is there). */
function EnquiriesLink() {
  const { t } = useTranslation();
  const { data } = useQuery(NewEnquiryCountDocument, { fetchPolicy: 'network-only' });
  const count = data?.enquiries.newCount;
  return (
    <Link to={paths.adminEnquiries.href()} className="admin-panel__enquiries">
      {t('adminPanel.enquiriesLink')}
      {count !== undefined && (
        <span className={`admin-panel__badge${count ? ' admin-panel__badge--new' : ''}`}>
          {count ? t('adminPanel.newEnquiries', { count }) : t('adminPanel.noNewEnquiries')}
        </span>
      )}
    </Link>
  );
}

/** Pieces and posts not yet public (drafts, and those scheduled for later), each linked to its page (where only admins see it) and its edit screen. */
function DraftsList() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(AdminDraftsDocument, { fetchPolicy: 'network-only' });
  if (!data) return null;
  const drafts = [
    ...data.draftProducts.map((product) => ({
      key: `p${product.id}`,
      label: product.name,
      page: paths.product.href(product.id),
      edit: paths.productEdit.href(product.id),
      item: product,
    })),
    ...data.draftPublications.map((post) => ({
      key: `b${post.id}`,
      label: post.title,
      page: paths.publication.href(post.id),
      edit: paths.publicationEdit.href(post.id),
      item: post,
    })),
  ];
  return (
    <section className="admin-panel__drafts" aria-labelledby="admin-drafts-title">
      <h2 id="admin-drafts-title">{t('adminPanel.draftsTitle')}</h2>
      {drafts.length ? (
        <ul>
          {drafts.map((draft) => (
            <li key={draft.key}>
              <Link to={draft.page}>{draft.label}</Link>
              {/* Published with a time still to come: it goes public by itself then. */}
              {!draft.item.draft && draft.item.publishAt && (
                <>
                  {' '}
                  (
                  {t('adminPanel.scheduledFor', {
                    when: formatDateTime(draft.item.publishAt, i18n.language),
                  })}
                  )
                </>
              )}{' '}
              · <Link to={draft.edit}>{t('adminPanel.draftEdit')}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('adminPanel.noDrafts')}</p>
      )}
    </section>
  );
}
