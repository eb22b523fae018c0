// What other features may use of services; everything else in this folder is private to it.
export { serviceKeys, type ServiceListParams } from './api/service-keys';
export { serviceListQuery } from './api/service-queries';
export { useServices } from './api/use-services';
