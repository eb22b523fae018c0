import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { EmployeesService } from '../employees';
import { EmployeeDeactivationService } from './employee-deactivation.service';

/** Every route that can make an employee inactive, so none of them leaves a booked client without their employee. */
const routes = {
  update: contract.employees.update,
  setStatus: contract.employees.setStatus,
  ...contract.employeeDeactivation,
};

@Controller()
export class EmployeeDeactivationController {
  constructor(
    private readonly deactivation: EmployeeDeactivationService,
    private readonly employees: EmployeesService,
  ) {}

  @TsRestHandler(routes)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(routes, {
      update: async ({ params, body }) => ({
        status: 200,
        body: ok(await this.employees.update(params.id, body, actor, { beforeDeactivating: (manager) => this.deactivation.refuseWhileBooked(params.id, manager) })),
      }),
      setStatus: async ({ params, body }) => ({
        status: 200,
        body: ok(body.is_active ? await this.employees.setStatus(params.id, true, actor) : await this.deactivation.deactivate(params.id, { appointments: [] }, actor)),
      }),
      deactivationImpact: async ({ params }) => ({ status: 200, body: ok(await this.deactivation.impact(params.id)) }),
      deactivate: async ({ params, body }) => ({ status: 200, body: ok(await this.deactivation.deactivate(params.id, body, actor)) }),
      handOver: async ({ params, body }) => ({ status: 200, body: ok(await this.deactivation.handOver(params.id, body, actor)) }),
    });
  }
}
