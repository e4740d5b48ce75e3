import { InMemoryCache, type ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { TranslationGapsDocument, type TranslationGapsQuery } from '../../../gql/translations/graphql';
import { useSession } from '../../../lib/session';
import { fallbackLang, useTranslation } from '../../../lib/translation';
import { useAdminTexts } from '../../../lib/use-admin-texts';
import './translations.css';
import { paths } from '../../../lib/paths';

type Gap = TranslationGapsQuery['translationGaps']['items'][number];
type Missing = Gap['missing'][number];

/** Where a missing text is written: its edit screen, at the field (the form opens its language's tab and focuses it). */
export function fieldLink(gap: Pick<Gap, 'kind' | 'id'>, missing: Missing): string {
  const lang = missing.language;
  if (gap.kind === 'PUBLICATION')
    return paths.publicationEdit.href(gap.id, `${missing.text.toLowerCase()}-${lang}`);
  if (missing.text === 'ALT_TEXT')
    return paths.productEdit.href(gap.id, `photo-${missing.imageId}-alt-${lang}`);
  return paths.productEdit.href(gap.id, `${missing.text.toLowerCase()}-${lang}`);
}

/**
 * A product's and a post's gaps share ids (product 31, post 31): the cache keeps one entry for each kind.
 * Told to the cache when this admin screen first loads, so visitors' pages carry none of it.
 */
export function keepGapsApart(client: ApolloClient): void {
  if (client.cache instanceof InMemoryCache)
    client.cache.policies.addTypePolicies({ TranslationGap: { keyFields: ['kind', 'id'] } });
}

/** /admin/translations: every product and post with a text missing in one language, what is missing, and a link to write it. */
export function TranslationsPage() {
  const { t } = useTranslation();
  const { isAdmin, isLoading } = useSession();
  const ready = useAdminTexts();
  if (isLoading) return <PageLoading />;
  if (!isAdmin) return <Notice title={t('admin.noPermission')} tone="alert" />;
  return ready ? <Gaps /> : <PageLoading />;
}

function Gaps() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  useState(() => keepGapsApart(client));
  const { data, error } = useQuery(TranslationGapsDocument, { fetchPolicy: 'network-only' });
  const { hash } = useLocation();
  // Back from an edit screen (#gap-PRODUCT-12): the list opens at the item she left, or where it was if it is done.
  useEffect(() => {
    if (!data || !hash.startsWith('#gap-')) return;
    const item = document.getElementById(hash.slice(1));
    item?.scrollIntoView({ block: 'center' });
    item?.querySelector<HTMLElement>('h2 a')?.focus({ preventScroll: true });
  }, [data, hash]);
  if (error) return <Notice title={t('translations.fetchError')} tone="alert" />;
  if (!data) return <PageLoading />;
  const { items, counts, total } = data.translationGaps;
  const language = (lang: string) => t(`translations.language.${lang}`);
  const inLanguage = (lang: string) => t(`translations.inLanguage.${lang}`);
  const missingText = (missing: Missing) =>
    missing.text === 'ALT_TEXT'
      ? t('translations.missingAlt', { number: missing.photoNumber, language: inLanguage(missing.language) })
      : t('translations.missing', {
          text: t(`translations.text.${missing.text}`),
          language: inLanguage(missing.language),
        });

  return (
    <section className="translations" aria-labelledby="translations-title">
      <p className="eyebrow">
        <Link to={paths.admin.href()}>{t('admin.title')}</Link>
      </p>
      <h1 id="translations-title" className="page-title">
        {t('translations.title')}
      </h1>
      {total === 0 ? (
        <p className="translations__done" role="status">
          {t('translations.allDone')}
        </p>
      ) : (
        <>
          <p className="page-lead">{t('translations.lead', { count: total })}</p>
          <table className="translations__counts">
            <caption className="visually-hidden">{t('translations.countsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('translations.kind')}</th>
                <th scope="col">{language('pl')}</th>
                <th scope="col">{language('en')}</th>
              </tr>
            </thead>
            <tbody>
              {[...new Set(counts.map((entry) => entry.text))].map((text) => {
                const count = (lang: string) =>
                  counts.find((entry) => entry.text === text && entry.language === lang)?.count ?? 0;
                return (
                  <tr key={text}>
                    <th scope="row">{t(`translations.text.${text}`)}</th>
                    <td className={count('pl') ? 'translations__count--missing' : undefined}>
                      {count('pl')}
                    </td>
                    <td className={count('en') ? 'translations__count--missing' : undefined}>
                      {count('en')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <ol className="translations__list">
            {items.map((gap) => (
              <li
                key={`${gap.kind}-${gap.id}`}
                id={`gap-${gap.kind}-${gap.id}`}
                className="translations__item"
              >
                <p className="translations__kind">{t(`translations.kindOf.${gap.kind}`)}</p>
                <h2 className="translations__label" lang={fallbackLang(gap.labelLang, i18n.language)}>
                  <Link
                    to={gap.kind === 'PRODUCT' ? paths.product.href(gap.id) : paths.publication.href(gap.id)}
                  >
                    {gap.label}
                  </Link>
                </h2>
                <p className="translations__missing-lead" id={`missing-${gap.kind}-${gap.id}`}>
                  {t('translations.missingLead')}
                </p>
                <ul className="translations__missing" aria-labelledby={`missing-${gap.kind}-${gap.id}`}>
                  {gap.missing.map((missing) => (
                    <li key={`${missing.text}-${missing.language}-${missing.imageId ?? ''}`}>
                      <Link
                        to={fieldLink(gap, missing)}
                        state={{ backTo: paths.adminTranslations.href(`gap-${gap.kind}-${gap.id}`) }}
                      >
                        {missingText(missing)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
