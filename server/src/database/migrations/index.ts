import { CreateUsers1763840000000 } from './1763840000000-create-users';
import { TokenVersion1763900000000 } from './1763900000000-token-version';

/** Every migration, oldest first; they run at start. */
export const migrations = [CreateUsers1763840000000, TokenVersion1763900000000];
