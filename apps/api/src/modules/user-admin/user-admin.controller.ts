import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { UserAdminService } from './user-admin.service';

@Controller()
export class UserAdminController {
  constructor(private readonly admin: UserAdminService) {}

  @TsRestHandler(contract.users)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.users, {
      listUsers: async ({ query }) => ({ status: 200, body: ok(await this.admin.listUsers(query)) }),
      assignRoles: async ({ params, body }) => ({ status: 200, body: ok(await this.admin.assignRoles(params.id, body.roles)) }),
      setUserStatus: async ({ params, body }) => ({ status: 200, body: ok(await this.admin.setStatus(actor, params.id, body.is_active)) }),
      listRoles: async () => ({ status: 200, body: ok(await this.admin.listRoles()) }),
      setRolePermissions: async ({ params, body }) => ({ status: 200, body: ok(await this.admin.setRolePermissions(params.id, body.permissions)) }),
    });
  }
}
