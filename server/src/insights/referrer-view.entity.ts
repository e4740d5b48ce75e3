import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** How many visits came from a kind of site on a day: the site's bucket only, never the referring address. */
@Entity({ name: 'referrer_views' })
@Check(
  'referrer_views_site_check',
  `"site" IN ('instagram.com', 'facebook.com', 'pinterest.com', 'google', 'other', 'direct')`,
)
export class ReferrerViewEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  site: string;

  @Column({ type: 'int' })
  views: number;
}
