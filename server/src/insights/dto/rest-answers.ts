import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { REFERRER_SITES } from '../referrer-site';

const ITEM = {
  id: 12,
  name: 'Kolczyki Aurora',
  views: 41,
  viewsByDay: [3, 8, 5, 6, 9, 4, 6],
  favourites: 3,
  ratings: 1,
  comments: 2,
  enquiries: 1,
  reservations: 1,
  sales: 0,
};

/** GET /api/admin/insights: one piece or post. */
@JSONSchema({ examples: [ITEM] })
export class ItemInsightAnswer {
  @IsInt()
  id: number;

  /** Its name (a post's title) in the request's language, else the other one. */
  @IsString()
  name: string;

  /** Views of its page: pages sent to a browser, and navigations to it within the shop once per visit. */
  @IsInt()
  views: number;

  /** Its views on each day of the window, oldest first (Poland's time). */
  @IsInt({ each: true })
  viewsByDay: number[];

  /** Favourites added (pieces only). */
  @IsInt()
  favourites: number;

  /** Ratings given or changed (pieces only). */
  @IsInt()
  ratings: number;

  @IsInt()
  comments: number;

  /** Enquiries about it (pieces only). */
  @IsInt()
  enquiries: number;

  /** Orders placed for it and confirmed by their buyer (pieces only). */
  @IsInt()
  reservations: number;

  /** Orders for it paid within the window (pieces only). */
  @IsInt()
  sales: number;
}

@JSONSchema({ examples: [{ site: 'instagram.com', views: 17 }] })
export class ReferrerInsightAnswer {
  /** The kind of site a visit came from: the site alone, never the address. */
  @IsIn([...REFERRER_SITES])
  site: string;

  @IsInt()
  views: number;
}

/** GET /api/admin/insights. */
@JSONSchema({
  examples: [
    {
      days: 7,
      firstDay: '2026-11-23',
      products: [ITEM],
      publications: [],
      referrers: REFERRER_SITES.map((site, i) => ({ site, views: 6 - i })),
    },
  ],
})
export class InsightsAnswer {
  /** The window: 7, 30 or 365 days, today included. */
  @IsIn([7, 30, 365])
  days: number;

  /** Its first day (Poland's time). */
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  firstDay: string;

  /** Pieces with any view or engagement, most viewed first. */
  @ValidateNested({ each: true })
  @Type(() => ItemInsightAnswer)
  products: ItemInsightAnswer[];

  /** Posts with any view or comment, most viewed first. */
  @ValidateNested({ each: true })
  @Type(() => ItemInsightAnswer)
  publications: ItemInsightAnswer[];

  /** Every kind of site, most visits first. */
  @ValidateNested({ each: true })
  @Type(() => ReferrerInsightAnswer)
  referrers: ReferrerInsightAnswer[];
}
