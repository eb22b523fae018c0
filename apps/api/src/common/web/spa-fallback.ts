import { NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@salon/contracts';

/**
 * History fallback for the built SPA: a GET or HEAD outside the API, for a path
 * without a file extension, is a client route and gets index.html. A missing
 * asset (`/assets/x.js`) stays a 404, and `/api/...` always answers JSON.
 */
export class SpaFallback {
  handles(exception: unknown, request: FastifyRequest): boolean {
    if (!(exception instanceof NotFoundException)) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0];
    if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) return false;
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    return !lastSegment.includes('.');
  }

  serve(reply: FastifyReply): void {
    // index.html must never be cached, so a new deploy is picked up at once.
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  }
}
