import { applyDecorators, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/**
 * A domain module's part of the start-up seeding. The database module finds every provider marked
 * @Seeder() and runs them by `order`; it knows no domain itself.
 */
export interface DemoSeeder {
  /** Seeders run from the lowest order up (default 0): a module whose demo rows point at another's seeds after it. */
  readonly order?: number;
  /** Whether this module holds no rows yet: demo content goes only into a database that is empty everywhere. */
  isEmpty(): Promise<boolean>;
  /** What must exist at every start, idempotent (for example the ADMIN_EMAIL account). */
  ensure?(): Promise<void>;
  /** Demo rows for an empty database; returns lines to print once on the console. */
  seedDemo(): Promise<string[]>;
}

/** Marks the providers the seed runner finds. */
export const SeederMark = DiscoveryService.createDecorator<true>();

export const Seeder = () => applyDecorators(Injectable(), SeederMark(true));
