// What other features may use of employees; everything else in this folder is private to it.
export { employeeKeys, type EmployeeListParams } from './api/employee-keys';
export { employeeListQuery } from './api/employee-queries';
export { useEmployees } from './api/use-employees';
