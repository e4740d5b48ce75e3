import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { systemContext } from '../../common/context/request-context';
import { LOGGER } from '../../common/logging/logger.provider';
import type { PreparedImage } from '../../media/image-variants';
import { CatalogueWritesService } from '../catalogue-writes.service';
import { DEMO_NAMES_EN, DEMO_PRODUCTS, demoDescription } from './catalogue';
import { seedDemoPicture } from './demo-pictures';
import { DemoPicturesPass } from './demo-pictures-pass';

/**
 * Fills an empty catalogue with the demo studio's pieces: drawn pictures in each piece's colours,
 * prices, availability, and ratings and favourites by the demo customers. The pictures come whole from
 * the machine's cache; a machine that has not drawn them yet seeds each with its smallest size and
 * DemoPicturesPass adds the rest while the shop answers.
 */
@Injectable()
export class DemoCatalogueService {
  constructor(
    private readonly writes: CatalogueWritesService,
    private readonly pass: DemoPicturesPass,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async seed(customerIds: number[]): Promise<void> {
    const started = Date.now();
    const now = Date.now();
    const ctx = systemContext('demo-seed');
    const partial: string[] = [];
    const picturesOf = (index: number) =>
      Promise.all(
        Array.from({ length: DEMO_PRODUCTS[index].images }, (_, view) => seedDemoPicture(index, view)),
      );
    // The next piece's pictures are drawn while this one's rows are written.
    let next = picturesOf(0);
    for (const [index, product] of DEMO_PRODUCTS.entries()) {
      const pictures = await next;
      if (index + 1 < DEMO_PRODUCTS.length) {
        next = picturesOf(index + 1);
        // Awaited at the next turn; a write that fails first ends the seeding without it.
        next.catch(() => undefined);
      }
      const prepared: PreparedImage[] = pictures.map((picture) => picture.prepared);
      partial.push(...pictures.filter((picture) => !picture.whole).map((picture) => picture.prepared.base));
      const description = demoDescription(product);
      // Written by the catalogue's one writer, as the maker would: the drawings come encoded already.
      const { id } = await this.writes.create(
        ctx,
        {
          namePl: product.name,
          nameEn: DEMO_NAMES_EN[product.name] ?? '',
          price: product.price,
          descriptionEn: description.en,
          descriptionPl: description.pl,
          availability: product.availability,
          colorIds: product.colors,
          categoryIds: product.categories,
          images: prepared.map((_, position) => ({
            colorId: product.colors[position % product.colors.length],
            altTextEn: DEMO_NAMES_EN[product.name] ?? '',
            altTextPl: product.name,
          })),
        },
        // Spread over the last months, oldest first, so "newest first" has an order to show.
        { prepared, createdAt: new Date(now - (DEMO_PRODUCTS.length - index) * 3 * 24 * 3600 * 1000) },
      );
      // A few customers rated and kept some pieces, so ratings and hearts have something to show.
      for (const [n, userId] of customerIds.entries()) {
        if ((index + n) % 3 === 0)
          await this.db.query<unknown>(
            `INSERT INTO ratings (user_id, product_id, value) VALUES ($1, $2, $3)`,
            [userId, id, 3 + ((index + n) % 3)],
          );
        if ((index + n) % 4 === 1)
          await this.db.query<unknown>(`INSERT INTO favourites (user_id, product_id) VALUES ($1, $2)`, [
            userId,
            id,
          ]);
      }
    }
    this.pass.seeded(partial);
    this.logger.info(
      {
        event: 'demo_catalogue_seeded',
        products: DEMO_PRODUCTS.length,
        firstSizeOnly: partial.length,
        ms: Date.now() - started,
      },
      'demo catalogue created',
    );
  }
}
