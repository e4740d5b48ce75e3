import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An account. The e-mail is stored trimmed and lower-cased, unique by lower(email) in the database. */
@Entity({ name: 'users' })
@Check('users_email_check', `"email" = lower(btrim("email")) AND "email" <> ''`)
@Check('users_name_check', `btrim("name") <> ''`)
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  /** Carried in every token as `ver`; bumping it cuts all earlier tokens at once (demotion, logout everywhere). */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  /** The account a start made for ADMIN_EMAIL: the only one a later start promotes again. */
  @Column({ name: 'configured_admin', type: 'boolean', default: false })
  configuredAdmin: boolean;

  /** When a link mailed to the current address was followed; null until then, and again whenever the address changes otherwise. */
  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
