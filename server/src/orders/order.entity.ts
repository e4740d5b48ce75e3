import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { DeliveryChoice } from './delivery';
import type { OrderKind, OrderState } from './order-states';

/** A reservation of a piece, or a request for one to be made; declared for TypeORM, written in plain SQL. */
@Entity({ name: 'orders' })
@Unique('orders_number_key', ['number'])
@Check('orders_kind_check', `"kind" IN ('RESERVATION', 'MADE_TO_ORDER')`)
@Check(
  'orders_state_check',
  `"state" IN ('AWAITING_CONFIRMATION', 'REQUESTED', 'AWAITING_PAYMENT', 'PAID', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'EXPIRED')`,
)
@Check('orders_amounts_check', `"price_grosze" >= 0 AND "delivery_grosze" >= 0`)
@Index('orders_held_piece_idx', ['productId'], {
  unique: true,
  where: `"kind" = 'RESERVATION' AND "state" IN ('AWAITING_PAYMENT', 'PAID', 'SHIPPED')`,
})
@Index('orders_open_per_email_idx', ['email'], {
  unique: true,
  where: `"kind" = 'RESERVATION' AND "state" IN ('AWAITING_CONFIRMATION', 'AWAITING_PAYMENT')`,
})
@Index('orders_state_created_idx', ['state', 'createdAt'])
@Index('orders_user_idx', ['userId'])
@Index('orders_confirm_token_idx', ['confirmTokenHash'])
export class OrderEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** SZ-<year>-<4 digits>: the transfer's title and what the buyer and the maker call it. */
  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ type: 'varchar', length: 16 })
  kind: OrderKind;

  @Column({ type: 'varchar', length: 24 })
  state: OrderState;

  /** Null once the piece is deleted: the order stays (accounting), with the name it had. */
  @Column({ name: 'product_id', type: 'int', nullable: true })
  productId: number | null;

  @ManyToOne('ProductEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'orders_product_id_fkey' })
  product: unknown;

  @Column({ name: 'product_name', type: 'varchar', length: 200 })
  productName: string;

  /** The account that ordered, when signed in; null once that account is deleted (the order is kept). */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne('UserEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'orders_user_id_fkey' })
  user: unknown;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** The buyer's language: every mail about the order goes in it. */
  @Column({ type: 'varchar', length: 2 })
  locale: string;

  @Column({ type: 'jsonb' })
  delivery: DeliveryChoice;

  @Column({ type: 'text', default: '' })
  note: string;

  /** Null for a made-to-order request until the maker names a price. */
  @Column({ name: 'price_grosze', type: 'int', nullable: true })
  priceGrosze: number | null;

  @Column({ name: 'delivery_grosze', type: 'int' })
  deliveryGrosze: number;

  @Column({ name: 'payment_method', type: 'varchar', length: 20, default: 'BANK_TRANSFER' })
  paymentMethod: string;

  /** Random, per order: the secret in the order's links is an HMAC of the number and this, under a key from JWT_SECRET (order-links.ts). */
  @Column({ name: 'access_salt', type: 'varchar', length: 64 })
  accessSalt: string;

  @Column({ name: 'confirm_token_hash', type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  @Column({ name: 'confirm_expires_at', type: 'timestamptz', nullable: true })
  confirmExpiresAt: Date | null;

  @Column({ name: 'reserved_until', type: 'timestamptz', nullable: true })
  reservedUntil: Date | null;

  @Column({ name: 'reminded_at', type: 'timestamptz', nullable: true })
  remindedAt: Date | null;

  @Column({ name: 'ready_by', type: 'date', nullable: true })
  readyBy: string | null;

  @Column({ name: 'paid_on', type: 'date', nullable: true })
  paidOn: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  carrier: string | null;

  @Column({ name: 'tracking_number', type: 'varchar', length: 60, nullable: true })
  trackingNumber: string | null;

  /** The maker's reason for a cancellation or a declined request. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One change of an order: who made it (the buyer, the maker, the shop itself), when, from and to what state. */
@Entity({ name: 'order_events' })
@Check('order_events_actor_check', `"actor" IN ('BUYER', 'MAKER', 'SHOP')`)
@Index('order_events_order_idx', ['orderId', 'at'])
export class OrderEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_events_order_id_fkey' })
  order: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'varchar', length: 10 })
  actor: 'BUYER' | 'MAKER' | 'SHOP';

  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId: number | null;

  @Column({ name: 'from_state', type: 'varchar', length: 24, nullable: true })
  fromState: OrderState | null;

  @Column({ name: 'to_state', type: 'varchar', length: 24 })
  toState: OrderState;

  @Column({ type: 'jsonb' })
  detail: Record<string, unknown>;
}

/** The last order number given in a year. */
@Entity({ name: 'order_numbers' })
export class OrderNumberEntity {
  @Column({ type: 'int', primary: true })
  year: number;

  @Column({ type: 'int' })
  last: number;
}

/** The maker's settings for selling: one row. */
@Entity({ name: 'shop_settings' })
@Check('shop_settings_one_row_check', `"id" = 1`)
@Check('shop_settings_reservation_days_check', `"reservation_days" BETWEEN 1 AND 30`)
export class ShopSettingsEntity {
  @Column({ type: 'int', primary: true })
  id: number;

  @Column({ name: 'account_holder', type: 'varchar', length: 140, default: '' })
  accountHolder: string;

  @Column({ type: 'varchar', length: 34, default: '' })
  iban: string;

  @Column({ name: 'reservation_days', type: 'int', default: 3 })
  reservationDays: number;

  @Column({ type: 'jsonb' })
  delivery: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
