import type { Caller } from '../common/context/request-context';
import type { UserEntity } from './user.entity';

/** An account as the APIs show it: never the password hash or the token bookkeeping. */
export interface Account {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
  /** Whether a link mailed to the current address was followed (an order placed with it holds its piece at once). */
  emailConfirmed: boolean;
}

/** The signed-in caller's account as the request found it. */
export const callerAccount = (caller: Caller): Account => ({
  id: caller.id,
  email: caller.email,
  name: caller.name,
  isAdmin: caller.isAdmin,
  emailConfirmed: caller.emailConfirmed === true,
});

export const toAccount = (row: UserEntity): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  isAdmin: row.isAdmin,
  emailConfirmed: row.emailConfirmedAt !== null,
});
