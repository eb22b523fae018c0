/** Query keys of the session; invalidate `user` after changing roles so the signed-in user's permissions follow. */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
};
