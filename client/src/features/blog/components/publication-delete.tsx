import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeletePublicationDocument } from '../../../gql/blog/graphql';
import { useTranslation } from '../../../lib/translation';
import { useAdminTexts } from '../../../lib/use-admin-texts';
import { paths } from '../../../lib/paths';

/**
 * An admin's Delete on the publication page and its edit screen (spec §1): asks first, then
 * goes to /blog, which says it was deleted. The post, its comments and their counts leave the cache, so
 * nothing shows it again; a failure is said beside the button and nothing changes.
 */
export function PublicationDelete({
  id,
  onConfirmed,
}: {
  id: number;
  /** Once she confirmed (the edit screen then leaves its draft unasked). */ onConfirmed?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cache } = useApolloClient();
  const [failed, setFailed] = useState(false);
  const [deletePublication, { loading }] = useMutation(DeletePublicationDocument, {
    // The blog's pages and its comments leave before /blog loads; the post itself once its page is left
    // (evicted while shown, the page would ask for it again).
    update: (written) => {
      written.evict({ fieldName: 'publications' });
      written.evict({ fieldName: 'comments', args: { on: 'PUBLICATION', id } });
      written.gc();
    },
  });
  // Its texts come with the admin screens' texts: readers never download them.
  const ready = useAdminTexts();
  const remove = async () => {
    if (!window.confirm(t('publicationAdmin.deleteConfirm'))) return;
    setFailed(false);
    try {
      await deletePublication({ variables: { id } });
      onConfirmed?.();
      await navigate(paths.blog.href(), { state: { notice: 'publicationAdmin.deleted' } });
      cache.evict({ id: cache.identify({ __typename: 'Publication', id }) });
      cache.gc();
    } catch (error) {
      console.error('Failed to delete the publication', error);
      setFailed(true);
    }
  };
  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        className="button button--ghost publication-delete"
        disabled={loading}
        onClick={() => void remove()}
      >
        {t('publicationAdmin.delete')}
      </button>
      {failed && (
        <p className="publication-delete__error" role="alert">
          {t('publicationAdmin.deleteError')}
        </p>
      )}
    </>
  );
}
