import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Navigate, useNavigate, useParams } from 'react-router';
import { RequireAdmin } from '../../../components/require-admin';
import { PageLoading } from '../../../components/ui/page-loading';
import {
  ProductEditDocument,
  UpdateProductDocument,
  type EditedProduct_ProductFragment,
} from '../../../gql/catalogue-admin/graphql';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { sendWithFiles } from '../../../lib/send-with-files';
import { useAdminTexts } from '../../../lib/use-admin-texts';
import { toWarsawInput } from '../../../lib/dates';
import { routeId } from '../../../lib/route-id';
import { writePrice } from '../price';
import { ProductForm } from './product-form';
import { photoKey, productInput, type ProductFormValues, type SendProduct } from './product-form-values';
import type { Said } from './use-product-save';
import { paths } from '../../../lib/paths';

const toValues = (product: EditedProduct_ProductFragment, language: string): ProductFormValues => ({
  nameEn: product.nameEn,
  namePl: product.namePl,
  price: writePrice(product.price, language),
  availability: product.availability,
  descriptionEn: product.descriptionEn,
  descriptionPl: product.descriptionPl,
  colorIds: product.colorIds,
  categoryIds: product.categoryIds,
  draft: product.draft,
  publishAt: toWarsawInput(product.publishAt),
  photos: product.images.map((image) => ({
    key: photoKey(),
    id: image.id,
    preview: image.imageUrl,
    colorId: image.colorId ?? null,
    altTextEn: image.altTextEn,
    altTextPl: image.altTextPl,
  })),
});

/** /jewellery/{id}/edit (spec §2): /login without a token, the spec's message to non-admins. */
export function ProductEditPage() {
  const { t } = useTranslation();
  const { token, isLoading } = useSession();
  if (!token && !isLoading) return <Navigate to={paths.login.href()} replace />;
  return (
    <RequireAdmin>
      <section className="product-form-page" aria-labelledby="product-form-title">
        <h1 id="product-form-title" className="page-title">
          {t('pages.jewelleryEdit')}
        </h1>
        <EditForm />
      </section>
    </RequireAdmin>
  );
}

function EditForm() {
  const { t, i18n } = useTranslation();
  const ready = useAdminTexts();
  const navigate = useNavigate();
  const params = useParams();
  const id = routeId(params.id);
  const valid = id !== undefined;
  const { data, error, refetch } = useQuery(ProductEditDocument, {
    variables: { id: id ?? 0 },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  // The form starts again from what the shop saved after each save (new photos become stored ones).
  const [version, setVersion] = useState(0);
  // What the last save said ("Published…", "Back to draft…", "Product updated successfully!").
  const [saved, setSaved] = useState<Said>();

  // Spec §8: 'An error occurred while loading the product.' then /jewellery.
  const failed = !valid || Boolean(error);
  useEffect(() => {
    if (!failed) return;
    if (error) console.error('Loading the product failed', error);
    void navigate(paths.jewellery.href(), {
      replace: true,
      state: { notice: 'catalogue.loadError', tone: 'alert' },
    });
  }, [failed, error, navigate]);
  if (failed || !data || !ready) return <PageLoading />;

  const send: SendProduct = async (values, price, onProgress, draft) => {
    const { input, files } = productInput(values, price, draft);
    const result = await sendWithFiles(
      UpdateProductDocument,
      { id: data.adminProduct.id, input },
      files,
      currentLanguage(i18n),
      onProgress,
    );
    return result.updateProduct;
  };

  return (
    <ProductForm
      key={`${data.adminProduct.id}-${version}`}
      mode="edit"
      productId={data.adminProduct.id}
      initial={toValues(data.adminProduct, i18n.language)}
      send={send}
      initialMessage={saved ? { tone: 'success', text: t(saved.key, saved.values) } : undefined}
      onSaved={(_product, said) => {
        void refetch().then(() => {
          setSaved(said);
          setVersion((v) => v + 1);
        });
      }}
    />
  );
}
