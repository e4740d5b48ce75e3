import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { MultiSelect } from '../../../components/ui/multi-select';
import { CatalogueFiltersDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../lib/translation';
import {
  AVAILABILITIES,
  filtersFromUrl,
  filtersToUrl,
  hasFilters,
  pagesFromUrl,
  SORTS,
  storedFilters,
  storeFilters,
  type ProductFilters,
  type SortValue,
} from '../filters';

/**
 * The filters of a list page (/jewellery, /bridal) in its address: what the URL says, what the controls
 * show while a change loads, the pages loaded, and a change applied (URL and browser storage under
 * `storageKey`). A page opened without filters in its address restores the ones saved on the last visit
 * (spec §2).
 */
export function useListFilters(
  pathname: string,
  storageKey: string,
  own: (filters: ProductFilters) => ProductFilters = (filters) => filters,
) {
  const [params, setParams] = useSearchParams();
  const read = (search: URLSearchParams) => own(filtersFromUrl(search));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `own` is a pure function of the page
  const filters = useMemo(() => read(params), [params]);
  const pages = pagesFromUrl(params);
  const navigation = useNavigation();
  // While a filter change loads, the controls already show it (the list follows when its data arrives).
  const pending =
    navigation.location?.pathname === pathname
      ? read(new URLSearchParams(navigation.location.search))
      : undefined;
  const shown = pending ?? filters;
  // A filter change reloads through the route's loader (a navigation on this same page); "load more"
  // writing its page into the address does not.
  const reloading =
    pending !== undefined &&
    navigation.state === 'loading' &&
    filtersToUrl(pending).toString() !== filtersToUrl(filters).toString();
  const apply = (next: ProductFilters) => {
    storeFilters(next, storageKey);
    setParams(filtersToUrl(next), { replace: true, preventScrollReset: true });
  };

  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const stored = storedFilters(storageKey);
    const saved = stored && own(stored);
    const inUrl = read(params);
    if (
      !hasFilters(inUrl) &&
      inUrl.sort === 'newest' &&
      saved &&
      (hasFilters(saved) || saved.sort !== 'newest')
    ) {
      setParams(filtersToUrl(saved), { replace: true, preventScrollReset: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render
  }, [params, setParams, storageKey]);

  return { filters, shown, pages, reloading, apply, setParams };
}

/** The colour and category names for the chips, from the filter options (one query, cached). */
export function useFilterOptions() {
  const { t } = useTranslation();
  const options = useQuery(CatalogueFiltersDocument);
  if (options.error) console.error('Failed to load filters', options.error);
  const names = useMemo(
    () => ({
      colors: new Map<number, string>((options.data?.colors ?? []).map((color) => [color.id, color.name])),
      categories: new Map<number, string>(
        (options.data?.categories ?? []).map((category) => [category.id, category.name]),
      ),
      availability: (value: string) => t(`catalogue.availabilityFilter.${value}`),
      search: (query: string) => t('catalogue.searchChip', { query }),
    }),
    [options.data, t],
  );
  return { options: options.data, names };
}

export type FilterOptions = ReturnType<typeof useFilterOptions>;

interface FilterControlsProps extends FilterOptions {
  shown: ProductFilters;
  apply: (next: ProductFilters) => void;
  /** Offer the category list (not on a page that is itself one category). */
  categories?: boolean;
  /** Called with "Remove filters" before the filters go (the search box empties itself). */
  onClear?: () => void;
  /** How many pieces the filters find (the sheet's "Show 22 pieces"); undefined while the list loads. */
  total?: number;
  /** What comes first in the row (the search box). */
  children?: ReactNode;
}

/**
 * The row of filters: colours, categories, availability, the order, and "Remove filters" while any narrows
 * the list. On a phone (catalogue.css) the row folds to the search box and a "Filters (2)" button, which
 * opens them as a sheet over the list, closed by "Show 22 pieces" (the list's count as it follows each
 * change), its close button, Escape or a tap beside it; a wide screen shows them in the row.
 */
export function FilterControls({
  shown,
  apply,
  options,
  names,
  categories = true,
  onClear,
  total,
  children,
}: FilterControlsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const chosen =
    shown.selectedColors.length +
    (categories ? shown.selectedCategories.length : 0) +
    shown.availability.length;

  useEffect(() => {
    if (!open) return;
    // The sheet takes the focus and keeps the list behind it from scrolling; closed, the focus goes back to its button.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    sheet.current
      ?.querySelector<HTMLElement>('.catalogue__sheet-body button, .catalogue__sheet-body select')
      ?.focus();
    const button = opener.current;
    return () => {
      document.body.style.overflow = overflow;
      button?.focus();
    };
  }, [open]);
  const closeOnEscape = (event: KeyboardEvent) => {
    // Escape in an open dropdown closes that dropdown first (multi-select.tsx).
    if (event.key === 'Escape' && !sheet.current?.querySelector('[aria-expanded="true"]')) setOpen(false);
  };

  return (
    <div className="catalogue__filters" role="search">
      {children}
      <button
        ref={opener}
        type="button"
        className="catalogue__sheet-button"
        aria-expanded={open}
        aria-controls={sheetId}
        onClick={() => setOpen(true)}
      >
        <FilterIcon />
        {chosen ? t('catalogue.filtersChosen', { count: chosen }) : t('catalogue.filters')}
      </button>
      {open && <div className="catalogue__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <div
        ref={sheet}
        id={sheetId}
        className={`catalogue__sheet${open ? ' catalogue__sheet--open' : ''}`}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={open ? `${sheetId}-title` : undefined}
        onKeyDown={open ? closeOnEscape : undefined}
      >
        <div className="catalogue__sheet-head">
          <h2 id={`${sheetId}-title`}>{t('catalogue.filters')}</h2>
          <button
            type="button"
            className="catalogue__sheet-close"
            aria-label={t('catalogue.closeFilters')}
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="catalogue__sheet-body">
          <MultiSelect
            label={t('catalogue.colors')}
            options={(options?.colors ?? []).map((color) => ({
              id: color.id,
              name: color.name,
              swatch: color.hex,
            }))}
            selected={shown.selectedColors}
            onChange={(selectedColors) => apply({ ...shown, selectedColors })}
            summary={(count) => t('catalogue.selected', { count })}
          />
          {categories && (
            <MultiSelect
              label={t('catalogue.categories')}
              options={options?.categories ?? []}
              selected={shown.selectedCategories}
              onChange={(selectedCategories) => apply({ ...shown, selectedCategories })}
              summary={(count) => t('catalogue.selected', { count })}
            />
          )}
          <MultiSelect
            label={t('catalogue.availabilityLabel')}
            options={AVAILABILITIES.map((value, index) => ({
              id: index + 1,
              name: names.availability(value),
            }))}
            selected={shown.availability.map((value) => AVAILABILITIES.indexOf(value) + 1)}
            onChange={(chosenAvailability) =>
              apply({
                ...shown,
                availability: AVAILABILITIES.filter((_, index) => chosenAvailability.includes(index + 1)),
              })
            }
            summary={(count) => t('catalogue.selected', { count })}
          />
          <label className="catalogue__sort">
            <span>{t('catalogue.sortLabel')}</span>
            <select
              value={shown.sort}
              onChange={(event) => apply({ ...shown, sort: event.target.value as SortValue })}
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalogue.sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          {hasFilters(shown) && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                onClear?.();
                apply({
                  ...shown,
                  selectedColors: [],
                  selectedCategories: [],
                  nameQuery: '',
                  availability: [],
                });
              }}
            >
              {t('catalogue.removeFilters')}
            </button>
          )}
        </div>
        <div className="catalogue__sheet-foot">
          <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
            {total === undefined ? t('catalogue.loading') : t('catalogue.showPieces', { count: total })}
          </button>
        </div>
      </div>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M7 12h10M10 18h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface Chip {
  /** `name`, or the filter and its value (`color:3`). */
  key: string;
  label: string;
  without: (filters: ProductFilters) => ProductFilters;
}

export type ChipNames = FilterOptions['names'];

/** Each active filter as a removable chip, in the order of the controls; a colour or category not yet named waits. */
export function chipsOf(filters: ProductFilters, names: ChipNames): Chip[] {
  const chips: Chip[] = [];
  for (const id of filters.selectedColors) {
    const label = names.colors.get(id);
    if (label)
      chips.push({
        key: `color:${id}`,
        label,
        without: (f) => ({ ...f, selectedColors: f.selectedColors.filter((c) => c !== id) }),
      });
  }
  for (const id of filters.selectedCategories) {
    const label = names.categories.get(id);
    if (label)
      chips.push({
        key: `category:${id}`,
        label,
        without: (f) => ({ ...f, selectedCategories: f.selectedCategories.filter((c) => c !== id) }),
      });
  }
  for (const value of filters.availability) {
    chips.push({
      key: `availability:${value}`,
      label: names.availability(value),
      without: (f) => ({ ...f, availability: f.availability.filter((a) => a !== value) }),
    });
  }
  const query = filters.nameQuery.trim();
  if (query)
    chips.push({ key: 'name', label: names.search(query), without: (f) => ({ ...f, nameQuery: '' }) });
  return chips;
}

/** The first control of the filters' row that shows (the search box; on a phone without one, "Filters"), focused. */
function focusFilterRow() {
  const controls = document.querySelectorAll<HTMLElement>(
    '.catalogue__filters input, .catalogue__filters button, .catalogue__filters select',
  );
  [...controls].find((control) => control.offsetParent !== null)?.focus();
}

/**
 * The active filters as chips, each removed with a click ("Gold ×"). The focus then goes to the chip that
 * took its place (or the one before it), and with none left to the filters' row, never to the page's top.
 */
export function FilterChips({ chips, onRemove }: { chips: Chip[]; onRemove: (chip: Chip) => void }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number>(undefined);
  const keys = chips.map((chip) => chip.key).join();
  useEffect(() => {
    const at = removedAt.current;
    if (at === undefined) return;
    removedAt.current = undefined;
    const left = list.current?.querySelectorAll<HTMLButtonElement>('.filter-chip') ?? [];
    if (left.length) left[Math.min(at, left.length - 1)].focus();
    else focusFilterRow();
  }, [keys]);
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label={t('catalogue.activeFilters')} ref={list}>
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <button
            type="button"
            className="filter-chip"
            aria-label={t('catalogue.removeChip', { name: chip.label })}
            onClick={() => {
              removedAt.current = index;
              onRemove(chip);
            }}
          >
            {chip.label}
            <span aria-hidden="true"> ×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
