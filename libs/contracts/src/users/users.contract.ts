import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import {
  assignRolesSchema,
  roleSchema,
  rolePermissionsSchema,
  userListQuerySchema,
  userListSchema,
  userSchema,
  userStatusSchema,
} from './users.schemas';

const c = initContract();
const admin = requires('admin:access');
const idParams = z.object({ id: idSchema });

/** Users & Roles, the owner's corner of Settings (DECISIONS §3). */
export const usersContract = c.router({
  listUsers: {
    method: 'GET',
    path: '/users',
    query: userListQuerySchema,
    responses: { 200: successEnvelope(userListSchema) },
    summary: 'List user accounts with their roles',
    metadata: admin,
  },
  assignRoles: {
    method: 'PUT',
    path: '/users/:id/roles',
    pathParams: idParams,
    body: assignRolesSchema,
    responses: { 200: successEnvelope(userSchema) },
    summary: 'Replace the roles of a user',
    metadata: admin,
  },
  setUserStatus: {
    method: 'PATCH',
    path: '/users/:id/status',
    pathParams: idParams,
    body: userStatusSchema,
    responses: { 200: successEnvelope(userSchema) },
    summary: 'Activate or deactivate a user; deactivation ends their sessions at once',
    metadata: admin,
  },
  listRoles: {
    method: 'GET',
    path: '/roles',
    responses: { 200: successEnvelope(z.array(roleSchema)) },
    summary: 'List roles with their permissions',
    metadata: admin,
  },
  setRolePermissions: {
    method: 'PUT',
    path: '/roles/:id/permissions',
    pathParams: idParams,
    body: rolePermissionsSchema,
    responses: { 200: successEnvelope(roleSchema) },
    summary: 'Replace the permissions of a role, from the permission catalogue',
    metadata: admin,
  },
});
