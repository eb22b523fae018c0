import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { EmployeesService } from '../employees';
import { AvailabilityService } from './availability.service';

/** Slots, checks and schedules (contract.availability). */
@Controller()
export class AvailabilityController {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly employees: EmployeesService,
  ) {}

  @TsRestHandler(contract.availability)
  handler(@CurrentUser() reader: AuthUser) {
    return tsRestHandler(contract.availability, {
      check: async ({ body }) => ({ status: 200, body: ok(await this.availability.check(body)) }),
      checkConflicts: async ({ body }) => ({ status: 200, body: ok(await this.availability.check(body)) }),
      employeeSlots: async ({ params, query }) => ({ status: 200, body: ok(await this.availability.employeeSlots(params.id, query)) }),
      bulkSlots: async ({ body }) => ({ status: 200, body: ok(await this.availability.bulkSlots(body)) }),
      daySchedule: async ({ query }) => ({ status: 200, body: ok(await this.availability.daySchedule(query.date)) }),
      weekSchedule: async ({ query }) => ({ status: 200, body: ok(await this.availability.weekSchedule(query.start_date)) }),
      weekCell: async ({ query }) => ({ status: 200, body: ok(await this.availability.weekCell(query.employee_id, query.date)) }),
      nextAvailable: async ({ query }) => ({ status: 200, body: ok(await this.availability.nextAvailable(query)) }),
      employeeDays: async ({ params, query }) => ({ status: 200, body: ok(await this.availability.employeeDays(params.id, query.date_from, query.date_to)) }),
      // The employees module shows its people to this reader (pay only to those who may see it).
      availableEmployees: async ({ query }) => ({ status: 200, body: ok(await this.employees.listByIds(await this.availability.availableEmployees(query), reader)) }),
    });
  }
}
