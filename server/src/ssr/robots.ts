import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';

/** robots.txt: everything public may be crawled; account and admin screens and the APIs may not. */
export function robotsTxt(config: AppConfig) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /favourites',
    'Disallow: /jewellery/create',
    'Disallow: /publication/create',
    'Disallow: /*/edit',
    'Disallow: /api/',
    'Disallow: /graphql',
    'Disallow: /preferences',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return (_req: Request, res: Response) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(body);
  };
}
