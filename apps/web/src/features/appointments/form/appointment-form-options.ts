import type { ComboboxData } from '@mantine/core';
import type { Appointment, Employee, Service } from '@salon/contracts';

/** What choosing a service fills in. */
export type ServiceFacts = Pick<Service, 'service_id' | 'name' | 'duration_minutes' | 'base_price'>;

const NOT_BOOKABLE = 'No longer bookable';

/**
 * The active menu grouped by service type, A to Z. An appointment being edited keeps its
 * service in the list even once it is retired, so the form still names it.
 */
export function serviceOptions(services: Service[], current?: Appointment['service']): ComboboxData {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const service of services) {
    const group = service.serviceType.name;
    groups.set(group, [...(groups.get(group) ?? []), { value: String(service.service_id), label: service.name }]);
  }
  const grouped = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([group, items]) => ({ group, items }));
  if (current && !services.some((service) => service.service_id === current.service_id)) {
    grouped.push({ group: NOT_BOOKABLE, items: [{ value: String(current.service_id), label: current.name }] });
  }
  return grouped;
}

/** Each service's duration and price by id, the edited appointment's own service included. */
export function serviceFactsById(services: Service[], current?: Appointment['service']): Map<number, ServiceFacts> {
  const facts = new Map<number, ServiceFacts>(services.map((service) => [service.service_id, service]));
  if (current && !facts.has(current.service_id)) facts.set(current.service_id, current);
  return facts;
}

/** Active employees by name; an appointment being edited keeps its employee even if inactive now. */
export function employeeOptions(employees: Employee[], current?: Appointment['employee']): ComboboxData {
  const options = employees.map((employee) => ({ value: String(employee.employee_id), label: `${employee.first_name} ${employee.last_name}` }));
  if (current && !employees.some((employee) => employee.employee_id === current.employee_id)) {
    options.push({ value: String(current.employee_id), label: `${current.first_name} ${current.last_name} (inactive)` });
  }
  return options;
}
