import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { EmployeeSchedulesService } from './employee-schedules.service';
import { EmployeesService } from './employees.service';

/** Editing and status changes can make an employee inactive: the deactivations module answers them, with the employee's appointments in view. */
const { update: _update, setStatus: _setStatus, ...routes } = contract.employees;

@Controller()
export class EmployeesController {
  constructor(
    private readonly employees: EmployeesService,
    private readonly schedules: EmployeeSchedulesService,
  ) {}

  @TsRestHandler(routes)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(routes, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.employees.list(query, actor)) }),
      search: async ({ query }) => ({ status: 200, body: ok(await this.employees.search(query.q, query.limit, actor)) }),
      get: async ({ params }) => ({ status: 200, body: ok(await this.employees.get(params.id, actor)) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.employees.create(body, actor)) }),
      remove: async ({ params }) => {
        await this.employees.remove(params.id);
        return { status: 204, body: undefined };
      },
      listSchedules: async ({ params }) => ({ status: 200, body: ok(await this.schedules.list(params.id)) }),
      getSchedule: async ({ params }) => ({ status: 200, body: ok(await this.schedules.get(params.id, params.scheduleId)) }),
      createSchedule: async ({ params, body }) => ({ status: 201, body: ok(await this.schedules.create(params.id, body)) }),
      updateSchedule: async ({ params, body }) => ({ status: 200, body: ok(await this.schedules.update(params.id, params.scheduleId, body)) }),
      removeSchedule: async ({ params }) => {
        await this.schedules.remove(params.id, params.scheduleId);
        return { status: 204, body: undefined };
      },
      replaceSchedules: async ({ params, body }) => ({ status: 200, body: ok(await this.schedules.replace(params.id, body.schedules)) }),
    });
  }
}
