import { ExecutionContext } from '@nestjs/common';
import { AppError } from '../errors/app-error';
import { AdminGuard } from './guards';

const httpContext = (user?: { isAdmin: boolean }) =>
  ({
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  }) as unknown as ExecutionContext;

describe('admin guard', () => {
  const guard = new AdminGuard();

  it('lets an admin through', () => {
    expect(guard.canActivate(httpContext({ isAdmin: true }))).toBe(true);
  });

  it.each([[undefined], [{ isAdmin: false }]])('refuses %p with FORBIDDEN', (user) => {
    expect(() => guard.canActivate(httpContext(user))).toThrow(AppError);
    try {
      guard.canActivate(httpContext(user));
    } catch (error) {
      expect((error as AppError).code).toBe('FORBIDDEN');
    }
  });
});
