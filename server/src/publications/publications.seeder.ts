import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DemoSeeder, Seeder } from '../database/seed/seeder';
import { ProductsSeeder } from '../products/products.seeder';
import { ProductsService } from '../products/products.service';
import { DEMO_ADMIN_EMAIL } from '../users/users.seeder';
import { DEMO_PUBLICATIONS } from './demo/publications';
import { PublicationsService } from './publications.service';
import { systemContext } from '../common/context/request-context';

/** The demo blog: a few posts by the demo admin, with pictures of the demo pieces as backgrounds. */
@Seeder()
export class PublicationsSeeder implements DemoSeeder {
  /** After the catalogue, whose pictures the posts show. */
  readonly order = 20;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly products: ProductsService,
    private readonly publications: PublicationsService,
    private readonly catalogue: ProductsSeeder,
  ) {}

  async isEmpty(): Promise<boolean> {
    const [{ count }] = await this.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM publications`,
    );
    return count === 0;
  }

  async seedDemo(): Promise<string[]> {
    const seed = systemContext('demo-seed');
    const pictures = await this.products.randomImages(seed, DEMO_PUBLICATIONS.length);
    const [admin]: { id: number; name: string }[] = await this.db.query(
      `SELECT id, name FROM users WHERE email = $1`,
      [DEMO_ADMIN_EMAIL],
    );
    // Written by the blog's one writer, as the demo admin would (their posts, backdated so the blog has an order).
    const author = {
      ...seed,
      caller: { id: admin.id, email: DEMO_ADMIN_EMAIL, name: admin.name, isAdmin: true },
    };
    const now = Date.now();
    for (const [index, post] of DEMO_PUBLICATIONS.entries()) {
      await this.publications.create(
        author,
        {
          titlePl: post.title,
          abstractPl: post.abstract,
          contentPl: post.content,
          titleEn: post.en?.title ?? '',
          abstractEn: post.en?.abstract ?? '',
          contentEn: post.en?.content ?? '',
          // The picture's largest size, made now if a first start seeded it with its smallest alone.
          image: pictures[index] ? await this.catalogue.demoPictureUrl(pictures[index].imageUrl) : '',
        },
        { createdAt: new Date(now - post.daysAgo * 24 * 3600 * 1000) },
      );
    }
    return [];
  }
}
