/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { EmployeesModule } from './employees.module';
export { EmployeesService } from './employees.service';
export { EmployeeFactsQuery, type EmployeeFacts, type EmployeeWeekRow } from './employee-facts.query';
