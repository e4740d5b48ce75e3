import { SetMetadata } from '@nestjs/common';

/** Who may call an operation: everybody, any signed-in user, or admins only. */
export type Permission = 'anyone' | 'user' | 'admin';

export const ALLOW_KEY = 'soutache:allow';

/**
 * Declares who may call a GraphQL root field or a REST route (on the method, or on a controller
 * for all its routes). The access guard refuses every operation that declares nothing.
 */
export const Allow = (permission: Permission) => SetMetadata(ALLOW_KEY, permission);
