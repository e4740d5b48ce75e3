import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { RequireAdmin } from '../../../components/require-admin';
import { PageLoading } from '../../../components/ui/page-loading';
import { CreateProductDocument } from '../../../gql/catalogue-admin/graphql';
import { currentLanguage } from '../../../lib/i18n';
import { sendWithFiles } from '../../../lib/send-with-files';
import { useAdminTexts } from '../../../lib/use-admin-texts';
import { ProductForm } from './product-form';
import { emptyProduct, productInput, type SendProduct } from './product-form-values';
import { paths } from '../../../lib/paths';

/** /jewellery/create (spec §2): after creation the new product's page, with the spec's message. */
export function ProductCreatePage() {
  const { t } = useTranslation();
  return (
    <RequireAdmin>
      <section className="product-form-page" aria-labelledby="product-form-title">
        <h1 id="product-form-title" className="page-title">
          {t('pages.jewelleryCreate')}
        </h1>
        <CreateForm />
      </section>
    </RequireAdmin>
  );
}

function CreateForm() {
  const { i18n } = useTranslation();
  const ready = useAdminTexts();
  const navigate = useNavigate();
  const send: SendProduct = async (values, price, onProgress, draft) => {
    const { input, files } = productInput(values, price, draft);
    const data = await sendWithFiles(
      CreateProductDocument,
      { input },
      files,
      currentLanguage(i18n),
      onProgress,
    );
    return data.createProduct;
  };
  if (!ready) return <PageLoading />;
  return (
    <ProductForm
      mode="create"
      initial={emptyProduct}
      send={send}
      onSaved={(product, said) =>
        void navigate(paths.product.href(product.id), { state: { notice: said.key, values: said.values } })
      }
    />
  );
}
