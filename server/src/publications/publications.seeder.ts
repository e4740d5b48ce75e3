import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DemoSeeder, Seeder } from '../database/seed/seeder';
import { ProductsService } from '../products/products.service';
import { DEMO_ADMIN_EMAIL } from '../users/users.seeder';
import { DEMO_PUBLICATIONS } from './demo/publications';
import { systemContext } from '../common/context/request-context';

/** The demo blog: a few posts by the demo admin, with pictures of the demo pieces as backgrounds. */
@Seeder()
export class PublicationsSeeder implements DemoSeeder {
  /** After the catalogue, whose pictures the posts show. */
  readonly order = 20;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly products: ProductsService,
  ) {}

  async isEmpty(): Promise<boolean> {
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM publications`);
    return count === 0;
  }

  async seedDemo(): Promise<string[]> {
    const pictures = await this.products.randomImages(systemContext('demo-seed'), DEMO_PUBLICATIONS.length);
    for (const [index, post] of DEMO_PUBLICATIONS.entries()) {
      await this.db.query(
        `INSERT INTO publications (title, abstract, content, image, author_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, (SELECT id FROM users WHERE email = $5), now() - make_interval(days => $6), now() - make_interval(days => $6))`,
        [post.title, post.abstract, post.content, pictures[index]?.imageUrl ?? '', DEMO_ADMIN_EMAIL, post.daysAgo],
      );
    }
    return [];
  }
}
