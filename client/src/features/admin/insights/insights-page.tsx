import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '../../../components/ui/link';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/page-loading';
import {
  AdminInsightsDocument,
  type ProductInsightItemFragment,
  type PublicationInsightItemFragment,
} from '../../../gql/admin-insights/graphql';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { useAdminTexts } from '../../../lib/use-admin-texts';
import { DailyViews, ReferrerBars, Sparkline } from './insights-charts';
import './insights.css';

const WINDOWS = [7, 30, 365] as const;
const MEASURES = [
  'views',
  'favourites',
  'ratings',
  'comments',
  'enquiries',
  'reservations',
  'sales',
] as const;
type Measure = (typeof MEASURES)[number];
type Column = 'name' | Measure;

/**
 * /admin/insights: what people look at and love, for the last 7, 30 or 365 days, counted without
 * tracking (server/src/insights/): each piece's and post's views with a line of its days, what was
 * done with it, and where visits came from. Tables sort by any column.
 */
export function InsightsPage() {
  const { t } = useTranslation();
  const { isAdmin, isLoading } = useSession();
  const ready = useAdminTexts();
  if (isLoading) return <PageLoading />;
  if (!isAdmin) return <Notice title={t('admin.noPermission')} tone="alert" />;
  return ready ? <Insights /> : <PageLoading />;
}

function Insights() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<(typeof WINDOWS)[number]>(7);
  const { data, previousData, error } = useQuery(AdminInsightsDocument, {
    variables: { days },
    fetchPolicy: 'cache-and-network',
  });
  const insights = (data ?? previousData)?.insights;
  if (error && !insights) return <Notice title={t('adminInsights.fetchError')} tone="alert" />;

  // Each day of the window by its date, for the chart of every view.
  const dayLabel = (index: number) => {
    const [year, month, day] = insights!.firstDay.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, day + index)).toLocaleDateString(
      i18n.language === 'en' ? 'en-GB' : 'pl-PL',
      { day: 'numeric', month: 'short', timeZone: 'UTC' },
    );
  };
  const all = insights ? [...insights.products, ...insights.publications] : [];
  const daily = insights
    ? Array.from({ length: insights.days }, (_, index) => ({
        label: dayLabel(index),
        views: all.reduce((sum, item) => sum + item.viewsByDay[index], 0),
      }))
    : [];
  const total = all.reduce((sum, item) => sum + item.views, 0);

  return (
    <section className="insights" aria-labelledby="insights-title">
      <p className="eyebrow">
        <Link to={paths.admin.href()}>{t('admin.title')}</Link>
      </p>
      <h1 id="insights-title" className="page-title">
        {t('adminInsights.title')}
      </h1>
      <p className="page-lead">{t('adminInsights.lead')}</p>
      <div className="insights__windows" role="group" aria-label={t('adminInsights.window')}>
        {WINDOWS.map((window) => (
          <button
            key={window}
            type="button"
            className="insights__window"
            aria-pressed={days === window}
            onClick={() => setDays(window)}
          >
            {t('adminInsights.days', { count: window })}
          </button>
        ))}
      </div>
      {!insights ? (
        <PageLoading />
      ) : (
        <>
          <section className="insights__block" aria-labelledby="insights-daily">
            <h2 id="insights-daily">{t('adminInsights.dailyTitle', { count: total })}</h2>
            <DailyViews
              days={daily}
              label={t('adminInsights.dailyChart', { count: insights.days })}
              name={t('adminInsights.columns.views')}
            />
          </section>
          <ItemTable
            id="insights-products"
            title={t('adminInsights.products')}
            items={insights.products}
            measures={MEASURES}
            href={paths.product.href}
          />
          <ItemTable
            id="insights-posts"
            title={t('adminInsights.publications')}
            items={insights.publications}
            measures={['views', 'comments']}
            href={paths.publication.href}
          />
          <section className="insights__block" aria-labelledby="insights-referrers">
            <h2 id="insights-referrers">{t('adminInsights.referrers')}</h2>
            <p className="insights__note">{t('adminInsights.referrersNote')}</p>
            <ReferrerBars
              sites={insights.referrers.map((referrer) => ({
                label: t(`adminInsights.sites.${referrer.site}`),
                views: referrer.views,
              }))}
              label={t('adminInsights.referrersChart')}
              name={t('adminInsights.visits')}
            />
            <table className="insights-table insights-table--sites">
              <caption className="visually-hidden">{t('adminInsights.referrers')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adminInsights.site')}</th>
                  <th scope="col" className="insights-table__number">
                    {t('adminInsights.visits')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {insights.referrers.map((referrer) => (
                  <tr key={referrer.site}>
                    <th scope="row">{t(`adminInsights.sites.${referrer.site}`)}</th>
                    <td className="insights-table__number">{referrer.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}

/** A table of pieces or posts, sorted by the column whose header was chosen last (again: the other way). */
function ItemTable({
  id,
  title,
  items,
  measures,
  href,
}: {
  id: string;
  title: string;
  items: (ProductInsightItemFragment | PublicationInsightItemFragment)[];
  measures: readonly Measure[];
  href: (id: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({
    column: 'views',
    descending: true,
  });
  const sorted = [...items].sort((a, b) => {
    const order =
      sort.column === 'name' ? a.name.localeCompare(b.name, i18n.language) : a[sort.column] - b[sort.column];
    return (sort.descending ? -order : order) || a.id - b.id;
  });
  const header = (column: Column) => (
    <th
      key={column}
      scope="col"
      className={column === 'name' ? undefined : 'insights-table__number'}
      aria-sort={sort.column === column ? (sort.descending ? 'descending' : 'ascending') : undefined}
    >
      <button
        type="button"
        className="insights-table__sort"
        // Names read A to Z first, numbers largest first.
        onClick={() =>
          setSort((now) => ({
            column,
            descending: now.column === column ? !now.descending : column !== 'name',
          }))
        }
      >
        {t(`adminInsights.columns.${column}`)}
        <span aria-hidden="true">{sort.column === column ? (sort.descending ? ' ▾' : ' ▴') : ''}</span>
      </button>
    </th>
  );
  return (
    <section className="insights__block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length ? (
        <div className="insights-table__wrap">
          <table className="insights-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {header('name')}
                {measures.map(header)}
              </tr>
            </thead>
            <tbody>
              {sorted.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Link to={href(item.id)}>{item.name}</Link>
                  </th>
                  {measures.map((measure) => (
                    <td key={measure} className="insights-table__number">
                      {measure === 'views' && (
                        <Sparkline
                          values={item.viewsByDay}
                          label={t('adminInsights.trend', { name: item.name })}
                        />
                      )}
                      {item[measure]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="insights__note">{t('adminInsights.empty')}</p>
      )}
    </section>
  );
}
