import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** A colour a piece is made in; names in both languages, `hex` for swatches and the demo pictures. */
@Entity({ name: 'colors' })
@Check('colors_hex_check', `"hex" ~ '^#[0-9a-f]{6}$'`)
export class ColorEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ name: 'name_en', type: 'varchar', length: 60 })
  nameEn: string;

  @Column({ name: 'name_pl', type: 'varchar', length: 60 })
  namePl: string;

  @Column({ type: 'char', length: 7 })
  hex: string;
}
