import { z } from 'zod';
import { listQuerySchema, isActiveQuerySchema, rowsAndCount } from '../common/pagination';
import { idSchema, singleLineText } from '../common/primitives';
import { PERMISSION_CATALOGUE } from '../permissions';

/** The roles every salon starts with (DECISIONS §4). */
export const SEEDED_ROLES = ['owner', 'manager', 'receptionist', 'stylist', 'staff'] as const;
/** The owner role holds `*:*` and cannot be edited, so nobody can lock the salon out of itself. */
export const OWNER_ROLE = 'owner';

export const userSchema = z.object({
  user_id: idSchema,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  roles: z.array(z.string()),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const USER_SORTABLE = ['username', 'email', 'first_name', 'last_name', 'created_at', 'last_login_at'] as const;
export const userListQuerySchema = listQuerySchema(USER_SORTABLE, { limit: 50, sortBy: 'last_name' }).extend({
  is_active: isActiveQuerySchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export const userListSchema = rowsAndCount(userSchema);

export const assignRolesSchema = z.object({
  roles: z.array(singleLineText().min(1, 'A role name is required').max(50, 'Role names are at most 50 characters')).max(20, 'A user can hold at most 20 roles'),
});
export const userStatusSchema = z.object({ is_active: z.boolean({ required_error: 'is_active is required' }) });

export const roleSchema = z.object({
  role_id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  is_locked: z.boolean(),
  user_count: z.number().int().nonnegative(),
});
export type Role = z.infer<typeof roleSchema>;

export const rolePermissionsSchema = z.object({
  permissions: z
    .array(z.enum(PERMISSION_CATALOGUE as [string, ...string[]], { message: 'Unknown permission' }))
    .max(PERMISSION_CATALOGUE.length),
});
