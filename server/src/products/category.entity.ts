import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Seeded with fixed ids: the client's bridal view lists category 5 (spec §7, §9). */
export const BRIDAL_CATEGORY_ID = 5;

@Entity({ name: 'categories' })
export class CategoryEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ name: 'name_en', type: 'varchar', length: 60 })
  nameEn: string;

  @Column({ name: 'name_pl', type: 'varchar', length: 60 })
  namePl: string;
}
