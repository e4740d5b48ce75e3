import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { Repository } from 'typeorm';
import { AuthUser, JWT_AUDIENCE, JWT_ISSUER, JWT_LIFETIME_SECONDS, JwtPayload } from '../common/auth/auth-user';
import { AppError, badInput, unauthenticated } from '../common/errors/app-error';
import { LOGGER } from '../common/logging/logger.provider';
import { LoginDelayService } from '../common/rate-limit/login-delay.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { PasswordHasher } from './password-hasher';
import { passwordProblems } from './password-policy';
import { UserEntity } from './user.entity';

export interface AuthResult {
  token: string;
  user: AuthUser;
}

const INVALID_CREDENTIALS = 'Invalid email or password';

export const toAuthUser = (row: UserEntity): AuthUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  isAdmin: row.isAdmin,
});

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly loginDelay: LoginDelayService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Creates a plain (non-admin) account and signs it in. The e-mail is unique regardless of case. */
  async register(input: RegisterInput): Promise<AuthResult> {
    const problems = passwordProblems(input.password, input);
    if (problems.length) throw badInput(`Invalid input (password: ${problems.join(', ')})`, { password: problems });
    const passwordHash = await this.hasher.hash(input.password);
    const inserted = await this.users
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values({ email: input.email, name: input.name, passwordHash })
      .orIgnore()
      .returning(['id', 'email', 'name', 'isAdmin'])
      .execute();
    const row = inserted.raw[0] as { id: number; email: string; name: string; is_admin: boolean } | undefined;
    if (!row) throw new AppError('CONFLICT', 'An account with this email already exists', { fields: { email: ['EMAIL_TAKEN'] } });
    const user = { id: row.id, email: row.email, name: row.name, isAdmin: row.is_admin };
    this.logger.info({ event: 'register', userId: user.id }, 'account created');
    return { token: this.issueToken(user.id), user };
  }

  /** One answer for an unknown e-mail and a wrong password, and the same hashing work for both. */
  async login(input: LoginInput, client: string): Promise<AuthResult> {
    await this.loginDelay.assertAllowed(client, input.email);
    const row = await this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = :email', { email: input.email })
      .getOne();
    const valid = await this.hasher.verify(row?.passwordHash, input.password);
    if (!row || !valid) {
      await this.loginDelay.recordFailure(client, input.email);
      this.logger.warn({ event: 'login_failed', userId: row?.id }, 'login failed');
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.loginDelay.recordSuccess(client, input.email);
    if (this.hasher.needsRehash(row.passwordHash)) {
      await this.users.update(row.id, { passwordHash: await this.hasher.hash(input.password) });
    }
    this.logger.info({ event: 'login', userId: row.id }, 'login succeeded');
    return { token: this.issueToken(row.id), user: toAuthUser(row) };
  }

  issueToken(userId: number): string {
    return this.jwt.sign(
      { sub: userId },
      { algorithm: 'HS256', expiresIn: JWT_LIFETIME_SECONDS, issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
    );
  }

  /**
   * The user behind a verified token, or null when the account is gone or the token was issued
   * before the account's tokens_valid_after (kept to whole seconds, the resolution of `iat`).
   */
  async userForToken(payload: JwtPayload): Promise<AuthUser | null> {
    if (!Number.isSafeInteger(payload.sub) || !Number.isSafeInteger(payload.iat)) return null;
    const row = await this.users.findOneBy({ id: payload.sub });
    if (!row) return null;
    if (payload.iat * 1000 < row.tokensValidAfter.getTime()) return null;
    return toAuthUser(row);
  }
}
