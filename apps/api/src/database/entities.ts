import { PasswordResetTokenEntity } from '../modules/auth/password-reset-token.entity';
import { RefreshTokenEntity } from '../modules/auth/refresh-token.entity';
import { AppointmentHistoryEntity } from '../modules/appointments/appointment-history.entity';
import { AppointmentStatusEntity } from '../modules/appointments/appointment-status.entity';
import { AppointmentEntity } from '../modules/appointments/appointment.entity';
import { AppointmentNoteEntity } from '../modules/appointments/appointment-note.entity';
import { AppointmentServiceEntity } from '../modules/appointments/appointment-service.entity';
import { ClientNoteEntity } from '../modules/clients/client-note.entity';
import { ClientEntity } from '../modules/clients/client.entity';
import { InventoryItemEntity } from '../modules/inventory/inventory-item.entity';
import { InventoryTransactionEntity } from '../modules/inventory/inventory-transaction.entity';
import { ProductCategoryEntity } from '../modules/inventory/product-category.entity';
import { EmployeeScheduleEntity } from '../modules/employees/employee-schedule.entity';
import { EmployeeEntity } from '../modules/employees/employee.entity';
import { ServiceEntity } from '../modules/services/service.entity';
import { OutboxMessageEntity } from '../modules/outbox/outbox-message.entity';
import { SalonEntity } from '../modules/salons/salon.entity';
import { ServiceTypeEntity } from '../modules/service-types/service-type.entity';
import { RoleEntity } from '../modules/users/role.entity';
import { RolePermissionEntity } from '../modules/users/role-permission.entity';
import { UserEntity } from '../modules/users/user.entity';
import { UserRoleEntity } from '../modules/users/user-role.entity';
import { PaymentEntity } from '../modules/payments/payment.entity';
import { IdempotencyKeyEntity } from '../common/idempotency/idempotency-key.entity';

/** Every TypeORM entity; listed here so the bundled build needs no file globbing. */
export const ENTITIES = [
  SalonEntity,
  ServiceTypeEntity,
  UserEntity,
  RoleEntity,
  RolePermissionEntity,
  UserRoleEntity,
  RefreshTokenEntity,
  PasswordResetTokenEntity,
  OutboxMessageEntity,
  ClientEntity,
  ClientNoteEntity,
  EmployeeEntity,
  EmployeeScheduleEntity,
  ServiceEntity,
  AppointmentStatusEntity,
  AppointmentEntity,
  AppointmentHistoryEntity,
  AppointmentServiceEntity,
  AppointmentNoteEntity,
  PaymentEntity,
  IdempotencyKeyEntity,
  ProductCategoryEntity,
  InventoryItemEntity,
  InventoryTransactionEntity,
];
