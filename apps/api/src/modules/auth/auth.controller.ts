import { Controller, Req } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { AuthService } from './auth.service';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @TsRestHandler(contract.auth)
  handler(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser | undefined) {
    return tsRestHandler(contract.auth, {
      login: async ({ body }) => ({ status: 200, body: ok(await this.auth.login(body, request.ip)) }),
      register: async ({ body }) => ({ status: 201, body: ok(await this.auth.register(body, request.ip)) }),
      refreshToken: async ({ body }) => ({ status: 200, body: ok(await this.auth.refresh(body.refreshToken, body.idleSeconds)) }),
      logout: async ({ body }) => {
        await this.auth.logout(body.refreshToken);
        return { status: 200, body: ok(null, AUTH_MESSAGES.loggedOut) };
      },
      requestPasswordReset: async ({ body }) => {
        await this.passwordReset.request(body.email);
        return { status: 200, body: ok(null, AUTH_MESSAGES.resetRequested) };
      },
      resetPassword: async ({ body }) => {
        await this.passwordReset.reset(body.token, body.password);
        return { status: 200, body: ok(null, AUTH_MESSAGES.resetDone) };
      },
      // The guard has authenticated the caller: `me` is never reached without a user.
      me: async () => ({ status: 200, body: ok(await this.auth.me((user as AuthUser).id)) }),
    });
  }
}
