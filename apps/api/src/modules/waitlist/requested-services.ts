import { Injectable } from '@nestjs/common';
import { WAITLIST_MESSAGES, type RequestedServiceInput } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { EmployeeFactsQuery } from '../employees';
import { ServiceFactsQuery } from '../services';
import type { StoredEntry, WaitlistRow } from './waitlist.repository';

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * What the waitlist needs of the services and employees it names, read through those modules'
 * public queries (never their tables): one read of each for any number of entries.
 */
@Injectable()
export class RequestedServices {
  constructor(
    private readonly services: ServiceFactsQuery,
    private readonly employees: EmployeeFactsQuery,
  ) {}

  /** The entries with each requested service's name, duration and price and the preferred employee's name. */
  async describe(entries: StoredEntry[], manager: EntityManager): Promise<WaitlistRow[]> {
    const requested = entries.flatMap((entry) => entry.requested);
    const [services, employees] = await this.facts(
      requested.map((row) => row.serviceId),
      requested.flatMap((row) => (row.preferredEmployeeId === null ? [] : [row.preferredEmployeeId])),
      manager,
    );
    const serviceById = new Map(services.map((service) => [service.service_id, service]));
    const nameById = new Map(employees.map((employee) => [employee.employee_id, `${employee.first_name} ${employee.last_name}`]));
    return entries.map(({ requested: rows, ...entry }) => ({
      ...entry,
      // A service is never deleted while an entry names it (the foreign key restricts it).
      services: rows.flatMap(({ serviceId, preferredEmployeeId }) => {
        const service = serviceById.get(serviceId);
        if (!service) return [];
        const preferredEmployeeName = preferredEmployeeId === null ? null : (nameById.get(preferredEmployeeId) ?? null);
        return [{ serviceId, serviceName: service.name, durationMinutes: service.duration_minutes, basePrice: service.base_price, preferredEmployeeId, preferredEmployeeName }];
      }),
    }));
  }

  /** The form's refusals: every requested service and preferred employee must be the salon's and active. */
  async refusals(rows: RequestedServiceInput[], manager: EntityManager): Promise<Record<string, string[]>> {
    const [services, employees] = await this.facts(
      rows.map((row) => row.serviceId),
      rows.flatMap((row) => (row.preferredEmployeeId ? [row.preferredEmployeeId] : [])),
      manager,
    );
    const activeServices = new Set(services.filter((service) => service.is_active).map((service) => service.service_id));
    const activeEmployees = new Set(employees.filter((employee) => employee.is_active).map((employee) => employee.employee_id));
    const fieldErrors: Record<string, string[]> = {};
    rows.forEach((row, index) => {
      if (!activeServices.has(row.serviceId)) fieldErrors[`requestedServices.${index}.serviceId`] = [WAITLIST_MESSAGES.service];
      if (row.preferredEmployeeId && !activeEmployees.has(row.preferredEmployeeId)) fieldErrors[`requestedServices.${index}.preferredEmployeeId`] = [WAITLIST_MESSAGES.preferredEmployee];
    });
    return fieldErrors;
  }

  private facts(serviceIds: number[], employeeIds: number[], manager: EntityManager) {
    const employeeList = unique(employeeIds);
    return Promise.all([this.services.some(unique(serviceIds), manager), employeeList.length ? this.employees.some(employeeList, manager) : Promise.resolve([])]);
  }
}
