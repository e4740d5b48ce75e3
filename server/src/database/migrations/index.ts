import { CreateUsers1763840000000 } from './1763840000000-create-users';

/** Every migration, oldest first; they run at start. */
export const migrations = [CreateUsers1763840000000];
