import type { UserEntity } from './user.entity';

/** An account as the APIs show it: never the password hash or the token bookkeeping. */
export interface Account {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
}

export const toAccount = (row: UserEntity): Account => ({ id: row.id, email: row.email, name: row.name, isAdmin: row.isAdmin });
