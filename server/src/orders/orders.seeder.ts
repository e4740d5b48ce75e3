import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DemoSeeder, Seeder } from '../database/seed/seeder';

/** The demo shop's account to pay into: the IBAN of banks' own examples, which no real transfer should reach. */
export const DEMO_ACCOUNT = { holder: 'Soutache Studio (demo)', iban: 'PL61109010140000071219812874' };

/** The demo shop takes orders: its selling settings name an example account, which the maker replaces on /admin/settings. */
@Seeder()
export class OrdersSeeder implements DemoSeeder {
  readonly order = 40;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async isEmpty(): Promise<boolean> {
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM orders`);
    return count === 0;
  }

  async seedDemo(): Promise<string[]> {
    await this.db.query<unknown>(
      `UPDATE shop_settings SET account_holder = $1, iban = $2 WHERE id = 1 AND iban = ''`,
      [DEMO_ACCOUNT.holder, DEMO_ACCOUNT.iban],
    );
    return [
      `demo orders: paid into the example account ${DEMO_ACCOUNT.iban} (set the real one on /admin/settings)`,
    ];
  }
}
