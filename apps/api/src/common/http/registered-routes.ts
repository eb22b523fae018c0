import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

const recorded = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route Fastify registers from now on (Nest's, plugins', our own), so a test can
 * hold the real route table against the contract: nothing is served without an access rule.
 * Call it before any route is added.
 */
export function recordRoutes(fastify: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  recorded.set(fastify, routes);
  fastify.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) routes.push({ method, url: options.url });
  });
}

/** The routes recorded on this Fastify instance, in the order they were registered. */
export function registeredRoutes(fastify: FastifyInstance): RegisteredRoute[] {
  return [...(recorded.get(fastify) ?? [])];
}
