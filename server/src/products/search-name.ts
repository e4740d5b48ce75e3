/**
 * A name folded for search: lower case without diacritics, so "zlote" finds "Złote" (ł has no
 * decomposition in Unicode and is folded by hand).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();
}

/** The folded query as a LIKE pattern that matches its text literally (%, _ and \ escaped). */
export function containsPattern(query: string): string {
  return `%${foldForSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the name filter reads: both names folded, one a line, so a query finds a piece by either and
 * never across the two (a query holds no line break).
 */
export function searchNameOf(names: { en?: string | null; pl?: string | null }): string {
  return [names.pl, names.en]
    .filter((name): name is string => Boolean(name))
    .map(foldForSearch)
    .join('\n');
}
