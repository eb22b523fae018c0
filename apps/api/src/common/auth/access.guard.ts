import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, can } from '@salon/contracts';
import { DomainError } from '../errors/domain-error';
import type { AuthUser } from './auth-user';
import { RouteAccessTable } from './route-access';

/**
 * The one gate of the API: every route declares in its contract who may call
 * it (public, any signed-in user, or a permission); a route that declares
 * nothing is denied. The contracts' `can()` decides permissions.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly table = new RouteAccessTable();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const access = this.table.accessFor(request.method, request.routeOptions?.url);
    if (!access) throw new DomainError('FORBIDDEN', 'This route declares no access rule');
    if (access.access === 'public') return true;

    await super.canActivate(context);
    if (access.access === 'permission' && !can(request.user, access.permission)) {
      throw new DomainError('FORBIDDEN', AUTH_MESSAGES.forbidden, { required: access.permission });
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
    return user;
  }
}
