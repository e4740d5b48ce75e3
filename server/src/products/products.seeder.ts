import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DemoSeeder, Seeder } from '../database/seed/seeder';
import { UsersSeeder } from '../users/users.seeder';
import { DemoCatalogueService } from './demo/demo-catalogue.service';
import { DemoPicturesPass } from './demo/demo-pictures-pass';

/** The demo catalogue (colours and categories are reference data from the migrations, not demo rows). */
@Seeder()
export class ProductsSeeder implements DemoSeeder {
  /** After the accounts: the demo customers rate and keep some pieces. */
  readonly order = 10;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly demo: DemoCatalogueService,
    private readonly users: UsersSeeder,
    private readonly pictures: DemoPicturesPass,
  ) {}

  async isEmpty(): Promise<boolean> {
    const [{ count }] = await this.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM products`,
    );
    return count === 0;
  }

  async seedDemo(): Promise<string[]> {
    await this.demo.seed(this.users.demoCustomerIds);
    return [];
  }

  /**
   * The address of a demo picture's largest size (its `imageUrl`), stored now if a first start seeded it
   * with its smallest alone: for demo content elsewhere that names one file of it for good (a post's background).
   */
  demoPictureUrl(imageUrl: string): Promise<string> {
    return this.pictures.largestUrl(imageUrl);
  }
}
