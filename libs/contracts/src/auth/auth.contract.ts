import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { authenticatedRoute, publicRoute } from '../common/access';
import { successEnvelope } from '../common/envelope';
import {
  authResultSchema,
  loginSchema,
  logoutSchema,
  refreshTokenSchema,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  sessionUserSchema,
  tokenPairSchema,
} from './auth.schemas';

const c = initContract();
const done = successEnvelope(z.null());

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/auth/login',
    body: loginSchema,
    responses: { 200: successEnvelope(authResultSchema) },
    summary: 'Sign in with a username or e-mail; 429 TOO_MANY_ATTEMPTS after repeated failures',
    metadata: publicRoute,
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    body: registerSchema,
    responses: { 201: successEnvelope(authResultSchema) },
    summary: 'Create an account: the first one becomes the owner, later ones get the role staff; 429 TOO_MANY_ATTEMPTS after 10 in an hour from one address',
    metadata: publicRoute,
  },
  refreshToken: {
    method: 'POST',
    path: '/auth/refresh-token',
    body: refreshTokenSchema,
    responses: { 200: successEnvelope(tokenPairSchema) },
    summary: 'Rotate a refresh token; reusing a rotated one revokes its whole family',
    metadata: publicRoute,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    body: logoutSchema,
    responses: { 200: done },
    summary: 'Revoke the session of this refresh token',
    metadata: publicRoute,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/request-password-reset',
    body: requestPasswordResetSchema,
    responses: { 200: done },
    summary: 'Always 200; when the account exists, a single-use link valid one hour goes out by e-mail',
    metadata: publicRoute,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordSchema,
    responses: { 200: done },
    summary: 'Set a new password with the token from the e-mail; signs the account out everywhere',
    metadata: publicRoute,
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    responses: { 200: successEnvelope(sessionUserSchema) },
    summary: 'The signed-in user with roles and permissions',
    metadata: authenticatedRoute,
  },
});
