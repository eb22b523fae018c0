// The compose stack's files, checked without Docker (CI's `image` job runs docker/smoke.mjs for real).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { answeringUpstreams, daysAfter, firstFreeStart, REPLICAS, tally } from '../../docker/smoke.mjs';
import { ROOT } from './paths.mjs';

const read = (path) => readFileSync(join(ROOT, path), 'utf8');

describe('docker/compose.yaml', () => {
  const compose = parse(read('docker/compose.yaml'));

  it('runs three app replicas by default on one PostgreSQL', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'proxy']);
    expect(compose.services.app.deploy.replicas).toBe('${APP_REPLICAS:-3}');
    expect(REPLICAS).toBe(3);
    expect(compose.services.app.environment.DATABASE_URL).toBe('postgres://salon:${POSTGRES_PASSWORD:-salon}@db:5432/salon');
    expect(compose.services.app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
  });

  it('puts nginx in front, the only published port, with docker/nginx.conf', () => {
    const proxy = compose.services.proxy;
    expect(proxy.image).toMatch(/^nginx:/);
    expect(proxy.ports).toEqual(['${HTTP_PORT:-8080}:80']);
    expect(proxy.volumes).toEqual(['./nginx.conf:/etc/nginx/conf.d/default.conf:ro']);
    expect(compose.services.app.ports).toBeUndefined();
    expect(compose.services.app.environment.TRUST_PROXY).toBe('1');
  });

  it('has health checks: pg_isready for PostgreSQL, GET /api/health in the app image', () => {
    expect(compose.services.db.healthcheck.test).toEqual(['CMD-SHELL', 'pg_isready -U salon -d salon']);
    expect(read('docker/Dockerfile')).toMatch(/^HEALTHCHECK .*\n\s+CMD .*\/api\/health/m);
  });
});

describe('docker/nginx.conf', () => {
  const conf = read('docker/nginx.conf');

  it('retries a request on the next replica only when it is idempotent', () => {
    expect(conf).toContain('proxy_next_upstream error timeout http_502;');
    expect(conf).not.toMatch(/^\s*proxy_next_upstream [^;]*non_idempotent/m);
  });

  it('logs which replica answered, in the form the smoke test reads', () => {
    expect(conf).toMatch(/log_format upstreams '[^']*"\$request" \$status [^']*upstream=\$upstream_addr';/);
    expect(conf).toContain('access_log /var/log/nginx/access.log upstreams;');
  });
});

describe('docker/smoke.mjs helpers', () => {
  it('reads the replica that answered each request from the proxy log, the last one tried on a retry', () => {
    const log = [
      '172.18.0.1 [24/Nov/2026:15:00:00 +0000] "GET /api/clients?limit=1 HTTP/1.1" 200 512 0.004 upstream=172.18.0.3:3000',
      '172.18.0.1 [24/Nov/2026:15:00:00 +0000] "GET /api/health HTTP/1.1" 200 40 0.001 upstream=172.18.0.4:3000',
      '172.18.0.1 [24/Nov/2026:15:00:01 +0000] "GET /api/clients?limit=1 HTTP/1.1" 200 512 2.010 upstream=172.18.0.5:3000, 172.18.0.4:3000',
      '172.18.0.1 [24/Nov/2026:15:00:01 +0000] "GET /api/clients?limit=1 HTTP/1.1" 499 0 0.000 upstream=-',
      '2026/11/24 15:00:02 [error] 29#29: *7 connect() failed (113: Host is unreachable)',
    ].join('\n');
    expect(answeringUpstreams(log, 'GET /api/clients')).toEqual(['172.18.0.3:3000', '172.18.0.4:3000']);
  });

  it('counts outcomes, finds the first free start and the dates ahead', () => {
    expect(tally([201, 409, 409])).toEqual({ 201: 1, 409: 2 });
    expect(
      firstFreeStart([
        { start_time: '09:00:00', is_available: false },
        { start_time: '09:15:00', is_available: true },
      ]),
    ).toBe('09:15');
    expect(firstFreeStart([{ start_time: '09:00', is_available: false }])).toBeNull();
    expect(daysAfter(new Date('2026-11-30T23:30:00Z'), 3)).toBe('2026-12-03');
  });
});
