import type { EntityManager } from 'typeorm';

/**
 * The shop always keeps an admin. The admins' ids, with their rows locked to the end of the caller's
 * transaction: of two admins demoting each other, or leaving, at the same moment, the second waits
 * and then sees the first's change, so they cannot both go.
 */
export async function lockAdmins(manager: EntityManager): Promise<number[]> {
  const rows = await manager.query<{ id: number }[]>(
    `SELECT id FROM users WHERE is_admin ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}

/** Whether the account leaving the admins (demoted or deleted) is the last of them. */
export const isLastAdmin = (admins: readonly number[], leaving: number): boolean =>
  admins.includes(leaving) && admins.length <= 1;
