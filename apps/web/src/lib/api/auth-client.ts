import { initClient } from '@ts-rest/core';
import { authContract } from '@salon/contracts';
import { apiBaseUrl } from '../../config/env';
import { sendContractRequest } from './api-request';

/**
 * The typed client of the auth routes only (sign-in, registration, password reset, session):
 * the sign-in page uses it, so it does not download every other route's schemas.
 */
export const authClient = initClient(authContract, { baseUrl: apiBaseUrl, baseHeaders: {}, api: sendContractRequest });
