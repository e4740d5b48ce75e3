import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { RequestContext } from '../../common/context/request-context';
import { AppError, unauthenticated } from '../../common/errors/app-error';
import { LOGGER } from '../../common/logging/logger.provider';
import { TransactionalConnection } from '../../database/transactional-connection';
import { LoginDelayService } from '../../common/rate-limit/login-delay.service';
import { Account, toAccount } from '../account';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';
import { endSessions } from '../sessions';
import { UserEntity } from '../user.entity';
import { UsersService } from '../users.service';

export interface AuthResult {
  token: string;
  user: Account;
}

const INVALID_CREDENTIALS = 'Invalid email or password';
const emailTaken = () =>
  new AppError('CONFLICT', 'An account with this email already exists', {
    fields: { email: ['EMAIL_TAKEN'] },
  });

@Injectable()
export class AuthService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly loginDelay: LoginDelayService,
    private readonly users: UsersService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Creates a plain (non-admin) account and signs it in. The e-mail is unique regardless of case. The
   * input was validated on the way in, password policy included (RegisterInput), on both APIs.
   */
  async register(ctx: RequestContext, input: RegisterInput): Promise<AuthResult> {
    // The configured admin's address is kept for the start to make: a stranger holding it would be promoted.
    if (this.users.isConfiguredAdminEmail(input.email)) throw emailTaken();
    const passwordHash = await this.hasher.hash(input.password);
    const inserted = await this.db
      .manager(ctx)
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values({ email: input.email, name: input.name, passwordHash })
      .orIgnore()
      .returning(['id', 'email', 'name', 'isAdmin', 'tokenVersion'])
      .execute();
    const row = inserted.raw[0] as
      { id: number; email: string; name: string; is_admin: boolean; token_version: number } | undefined;
    if (!row) throw emailTaken();
    const user = {
      id: row.id,
      email: row.email,
      name: row.name,
      isAdmin: row.is_admin,
      emailConfirmed: false,
    };
    this.logger.info({ event: 'register', userId: user.id }, 'account created');
    return { token: this.tokens.issue({ userId: user.id, version: row.token_version }), user };
  }

  /** One answer for an unknown e-mail and a wrong password, and the same hashing work for both. */
  async login(ctx: RequestContext, input: LoginInput): Promise<AuthResult> {
    await this.loginDelay.assertAllowed(ctx.clientAddress, input.email);
    const users = this.db.manager(ctx).getRepository(UserEntity);
    const row = await users
      .createQueryBuilder('user')
      .where('lower(user.email) = :email', { email: input.email })
      .getOne();
    const valid = await this.hasher.verify(row?.passwordHash, input.password);
    if (!row || !valid) {
      await this.loginDelay.recordFailure(ctx.clientAddress, input.email);
      this.logger.warn({ event: 'login_failed', userId: row?.id }, 'login failed');
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.loginDelay.recordSuccess(ctx.clientAddress, input.email);
    if (this.hasher.needsRehash(row.passwordHash)) {
      await users.update(row.id, { passwordHash: await this.hasher.hash(input.password) });
    }
    this.logger.info({ event: 'login', userId: row.id }, 'login succeeded');
    return { token: this.tokens.issue({ userId: row.id, version: row.tokenVersion }), user: toAccount(row) };
  }

  /** Every token of the caller issued so far stops working, and every link mailed for the account is void. */
  async logoutEverywhere(ctx: RequestContext): Promise<void> {
    if (!ctx.caller) throw unauthenticated();
    const caller = ctx.caller;
    await this.db.withTransaction(ctx, (tx) => endSessions(this.db.manager(tx), caller.id));
    this.logger.info({ event: 'logout_everywhere', userId: ctx.caller.id }, 'tokens cut');
  }
}
