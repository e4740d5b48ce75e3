/** The caller of an authenticated request, loaded from the database on every request. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
}

export interface JwtPayload {
  sub: number;
  iat: number;
  exp: number;
}

export const JWT_ISSUER = 'webshop-api';
export const JWT_AUDIENCE = 'webshop-spa';
export const JWT_LIFETIME_SECONDS = 7 * 24 * 3600;
