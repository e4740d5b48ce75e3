import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CallerSource } from '../common/auth/caller-source';
import { LoginDelayService } from '../common/rate-limit/login-delay.service';
import { AccountController } from './account/account.controller';
import { AccountResolver } from './account/account.resolver';
import { AccountService } from './account/account.service';
import { EmailChangeTokenEntity } from './account/email-change-token.entity';
import { EmailConfirmationTokenEntity } from './account/email-confirmation-token.entity';
import { AuthController } from './auth/auth.controller';
import { AuthResolver } from './auth/auth.resolver';
import { AuthService } from './auth/auth.service';
import { JwtStrategy } from './auth/jwt.strategy';
import { PassportCallers } from './auth/passport-callers';
import { PasswordHasher } from './auth/password-hasher';
import { TokenService } from './auth/token.service';
import { UserEntity } from './user.entity';
import { MailModule } from '../mail/mail.module';
import { PasswordResetController } from './auth/password-reset.controller';
import { PasswordResetResolver } from './auth/password-reset.resolver';
import { PasswordResetService } from './auth/password-reset.service';
import { PasswordResetTokenEntity } from './auth/password-reset-token.entity';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';
import { UsersSeeder } from './users.seeder';
import { UsersService } from './users.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      UserEntity,
      PasswordResetTokenEntity,
      EmailChangeTokenEntity,
      EmailConfirmationTokenEntity,
    ]),
    MailModule,
  ],
  controllers: [AuthController, UsersController, PasswordResetController, AccountController],
  providers: [
    AuthService,
    UsersService,
    PasswordHasher,
    TokenService,
    LoginDelayService,
    AuthResolver,
    PasswordResetService,
    PasswordResetResolver,
    AccountService,
    AccountResolver,
    UsersResolver,
    UsersSeeder,
    JwtStrategy,
    { provide: CallerSource, useClass: PassportCallers },
  ],
  exports: [UsersService, AuthService, CallerSource, UsersSeeder],
})
export class UsersModule {}
