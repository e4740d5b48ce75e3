/** Paths outside the global /api prefix (app.setup.ts): not part of the REST API. */
export const UNPREFIXED = ['health', 'health/ready', 'sitemap.xml', 'sitemap-:n.xml', 'rss.xml'];
