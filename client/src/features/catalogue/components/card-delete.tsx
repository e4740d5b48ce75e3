import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { DeleteProductDocument } from '../../../gql/graphql';

/** Spec §2 and §4: the admin's delete icon, with a confirmation first; spec §8's message when it fails. */
export function CardDelete({
  productId,
  name,
  onDeleted,
}: {
  productId: number;
  name: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [deleteProduct, { loading }] = useMutation(DeleteProductDocument);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    if (!window.confirm(t('catalogue.deleteConfirm'))) return;
    setFailed(false);
    try {
      await deleteProduct({ variables: { id: productId } });
      // Its page is gone: asked again, it answers "not found".
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'product', args: { id: productId } });
      onDeleted();
    } catch (error) {
      console.error('Failed to delete the product. Please try again.', error);
      setFailed(true);
    }
  };
  return (
    <>
      <button
        type="button"
        className="product-card__delete"
        disabled={loading}
        aria-label={t('catalogue.delete', { name })}
        onClick={() => void remove()}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 7h16M9.5 7V4.8h5V7M6.5 7l.9 12.2h9.2L17.5 7M10.2 10.5v5.5M13.8 10.5v5.5" />
        </svg>
      </button>
      {failed && (
        <p className="product-card__error" role="alert">
          {t('catalogue.deleteError')}
        </p>
      )}
    </>
  );
}
