import { API_BASE_PATH } from '@salon/contracts';

const configuredBaseUrl = import.meta.env.VITE_API_BASE_URL?.trim();

/** The API's base URL without a trailing slash, so contract paths can be appended as they are. */
export const apiBaseUrl = (configuredBaseUrl || API_BASE_PATH).replace(/\/+$/, '');
