import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DemoSeeder, Seeder } from '../database/seed/seeder';
import { UsersSeeder } from '../users/users.seeder';

/** What the demo customers say of the first pieces. */
const PRODUCT_COMMENTS = [
  'Przepiękne kolory, na żywo wyglądają jeszcze lepiej.',
  'Noszę je codziennie, są bardzo lekkie.',
  'Czy są dostępne także w innym kolorze?',
];

/** What they say of the demo posts (by the posts' order, oldest first). */
const POST_COMMENTS = [
  { post: 0, customer: 0, text: 'Nie wiedziałam, że to wszystko jest szyte ręcznie. Podziwiam cierpliwość!' },
  { post: 0, customer: 1, text: 'Świetny tekst.\nCzy organizuje Pani warsztaty?' },
  {
    post: 1,
    customer: 1,
    text: 'Dzięki za wskazówki, moje kolczyki noszę już trzeci rok i wyglądają jak nowe.',
  },
  { post: 2, customer: 0, text: 'Zamówiłam komplet do ślubu we wrześniu, nie mogę się doczekać!' },
];

/** Demo conversations: comments by the demo customers on the first pieces and on the posts, and a few votes. */
@Seeder()
export class CommentsSeeder implements DemoSeeder {
  /** After the catalogue and the blog they talk about. */
  readonly order = 30;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersSeeder,
  ) {}

  async isEmpty(): Promise<boolean> {
    const [{ count }] = await this.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM comments`,
    );
    return count === 0;
  }

  async seedDemo(): Promise<string[]> {
    const customers = this.users.demoCustomerIds;
    if (customers.length < 2) return [];
    const products: { id: number }[] = await this.db.query(`SELECT id FROM products ORDER BY id LIMIT $1`, [
      PRODUCT_COMMENTS.length,
    ]);
    const posts: { id: number }[] = await this.db.query(
      `SELECT id FROM publications ORDER BY created_at, id`,
    );
    const comments: { id: number; author: number }[] = [];
    const add = async (
      column: 'product_id' | 'publication_id',
      target: number,
      author: number,
      text: string,
      hoursAgo: number,
    ) => {
      const [{ id }] = await this.db.query<{ id: number }[]>(
        `INSERT INTO comments (content, author_id, ${column}, created_at) VALUES ($1, $2, $3, now() - make_interval(hours => $4)) RETURNING id`,
        [text, author, target, hoursAgo],
      );
      comments.push({ id, author });
    };
    for (const [index, product] of products.entries())
      await add('product_id', product.id, customers[index % 2], PRODUCT_COMMENTS[index], 48 - index);
    for (const [index, comment] of POST_COMMENTS.entries()) {
      const post = posts[comment.post];
      if (post) await add('publication_id', post.id, customers[comment.customer], comment.text, 24 - index);
    }
    // The other customer likes most comments and dislikes one.
    for (const [index, comment] of comments.entries()) {
      const voter = customers.find((id) => id !== comment.author)!;
      await this.db.query<unknown>(
        `INSERT INTO comment_votes (user_id, comment_id, liked) VALUES ($1, $2, $3)`,
        [voter, comment.id, index % 4 !== 3],
      );
    }
    return [];
  }
}
