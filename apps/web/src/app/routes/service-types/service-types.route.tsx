import { ServiceTypesPage } from '../../../features/service-types/components/service-types-page';

export function ServiceTypesRoute() {
  return <ServiceTypesPage />;
}
