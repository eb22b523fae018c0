import { initContract } from '@ts-rest/core';
import { errorEnvelopeSchema } from './common/envelope';
import { authContract } from './auth/auth.contract';
import { healthContract } from './health/health.contract';
import { serviceTypesContract } from './service-types/service-types.contract';
import { usersContract } from './users/users.contract';
import { clientsContract } from './clients/clients.contract';
import { employeesContract } from './employees/employees.contract';
import { employeeDeactivationContract } from './employees/employee-deactivation.contract';
import { servicesContract } from './services/services.contract';
import { serviceDeactivationContract } from './services/service-deactivation.contract';
import { appointmentsContract } from './appointments/appointments.contract';
import { appointmentActionsContract } from './appointments/appointment-actions.contract';
import { appointmentExtrasContract } from './appointments/appointment-extras.contract';
import { appointmentMessagesContract } from './appointments/appointment-messages.contract';
import { appointmentReportsContract } from './appointments/appointment-reports.contract';
import { appointmentStatusesContract } from './appointments/appointment-statuses.contract';
import { appointmentViewsContract } from './appointments/appointment-views.contract';
import { availabilityContract } from './availability/availability.contract';
import { inventoryCategoriesContract, inventoryContract } from './inventory/inventory.contract';
import { paymentBalancesContract, paymentReceiptsContract, paymentsContract } from './payments/payments.contract';
import { waitlistContract } from './waitlist/waitlist.contract';
import { dashboardContract } from './dashboard/dashboard.contract';
import { searchContract } from './search/search.contract';
import { reportsContract } from './reports/reports.contract';
import { settingsContract } from './settings/settings.contract';

const c = initContract();

/**
 * The root router: every endpoint of the API. Paths are relative to the API
 * base (`/api`), which the server sets as its global prefix and the web
 * client takes from `VITE_API_BASE_URL`.
 */
export const contract = c.router(
  {
    health: healthContract,
    auth: authContract,
    users: usersContract,
    serviceTypes: serviceTypesContract,
    clients: clientsContract,
    employees: employeesContract,
    employeeDeactivation: employeeDeactivationContract,
    services: servicesContract,
    serviceDeactivation: serviceDeactivationContract,
    appointments: appointmentsContract,
    appointmentActions: appointmentActionsContract,
    appointmentExtras: appointmentExtrasContract,
    appointmentMessages: appointmentMessagesContract,
    appointmentViews: appointmentViewsContract,
    appointmentReports: appointmentReportsContract,
    appointmentStatuses: appointmentStatusesContract,
    availability: availabilityContract,
    inventoryCategories: inventoryCategoriesContract,
    inventory: inventoryContract,
    payments: paymentsContract,
    paymentReceipts: paymentReceiptsContract,
    paymentBalances: paymentBalancesContract,
    waitlist: waitlistContract,
    dashboard: dashboardContract,
    search: searchContract,
    reports: reportsContract,
    settings: settingsContract,
  },
  {
    strictStatusCodes: true,
    commonResponses: {
      400: errorEnvelopeSchema,
      401: errorEnvelopeSchema,
      403: errorEnvelopeSchema,
      404: errorEnvelopeSchema,
      409: errorEnvelopeSchema,
      429: errorEnvelopeSchema,
      500: errorEnvelopeSchema,
      503: errorEnvelopeSchema,
    },
  },
);

export type Contract = typeof contract;

// In its own file, so the web's first page can read it without loading every route.
export { API_BASE_PATH } from './common/api-base-path';
