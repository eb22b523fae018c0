import { SalonEntity } from '../modules/salons/salon.entity';
import { ServiceTypeEntity } from '../modules/service-types/service-type.entity';

/** Every TypeORM entity; listed here so the bundled build needs no file globbing. */
export const ENTITIES = [SalonEntity, ServiceTypeEntity];
