import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CallerSource } from '../common/auth/caller-source';
import { LoginDelayService } from '../common/rate-limit/login-delay.service';
import { AccountController } from './account.controller';
import { AccountResolver } from './account.resolver';
import { AccountService } from './account.service';
import { EmailChangeTokenEntity } from './email-change-token.entity';
import { AuthController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { PassportCallers } from './passport-callers';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';
import { UserEntity } from './user.entity';
import { MailModule } from '../mail/mail.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetResolver } from './password-reset.resolver';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';
import { UsersSeeder } from './users.seeder';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, PasswordResetTokenEntity, EmailChangeTokenEntity]), MailModule],
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
