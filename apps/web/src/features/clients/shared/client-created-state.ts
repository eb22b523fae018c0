/** Router state the create form leaves on the new client's page, which then offers the next steps. */
export const CLIENT_CREATED_STATE = { clientCreated: true } as const;

export const wasJustCreated = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { clientCreated?: unknown }).clientCreated === true;
