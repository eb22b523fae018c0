import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, can } from '@salon/contracts';
import { AccessVersions } from '../../modules/users';
import { DomainError } from '../errors/domain-error';
import { enterSalon } from '../tenant/tenant-context';
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

  constructor(private readonly versions: AccessVersions) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const access = this.table.accessFor(request.method, request.routeOptions?.url);
    if (!access) throw new DomainError('FORBIDDEN', 'This route declares no access rule');
    if (access.access === 'public') return true;

    await super.canActivate(context);
    await this.assertStillCurrent(request.user!);
    if (access.access === 'permission' && !can(request.user, access.permission)) {
      throw new DomainError('FORBIDDEN', AUTH_MESSAGES.forbidden, { required: access.permission });
    }
    return true;
  }

  /** A bad or expired token fails without an error; an error is the strategy's own (a refusal, or a database away: 503). */
  /**
   * A token is believed only while its user is active and its access version is current, so
   * deactivation and role or permission changes take effect at the next request, on every
   * instance, whatever tokens are out (one primary-key read).
   */
  private async assertStillCurrent(user: AuthUser): Promise<void> {
    const standing = await this.versions.standing(user.id);
    if (!standing || !standing.isActive || standing.accessVersion !== user.accessVersion) {
      throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
    }
    // The rest of the request acts for the user's salon (read here, not from the token, like the version).
    enterSalon(standing.salonId);
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
    return user;
  }
}
