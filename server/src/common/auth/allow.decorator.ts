import { SetMetadata } from '@nestjs/common';

/** Who may call an operation: everybody, any signed-in user, or admins only. */
export type Permission = 'anyone' | 'user' | 'admin';

export const ALLOW_KEY = 'soutache:allow';

/**
 * Declares who may call a GraphQL root field or a REST route (on the method, or on a controller
 * for all its routes). The access guard refuses every operation that declares nothing.
 */
export const Allow = (permission: Permission) => SetMetadata(ALLOW_KEY, permission);

export const PUBLIC_READ_KEY = 'soutache:public-read';

/**
 * Declares a GET route or a GraphQL query a public read: its answer is the same for every anonymous
 * caller in one language, so the server keeps it until a write (cache/shared-answers.ts) and a
 * shared cache may keep it for 30 s (common/http/no-store.ts, graphql/public-reads.ts). Read from
 * this metadata by common/http/public-reads.ts; nothing personal or random may carry it.
 */
export const PublicRead = () => SetMetadata(PUBLIC_READ_KEY, true);
