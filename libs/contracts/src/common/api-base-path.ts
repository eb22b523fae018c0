/** The base path under which the API serves everything (DECISIONS §2). */
export const API_BASE_PATH = '/api';
