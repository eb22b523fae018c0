import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Logger } from 'pino';
import { API_BASE_PATH } from '@salon/contracts';
import { AppModule } from './app.module';
import type { AppConfig } from './config/env';
import { APP_VERSION } from './config/version';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { recordRoutes } from './common/http/registered-routes';
import { clientErrorHandler, frameworkErrors } from './common/http/transport-errors';
import { PinoNestLogger } from './common/logging/logger';
import { runRequestScope } from './common/tenant/tenant-context';
import { buildOpenApiDocument } from './common/openapi/openapi';
import { SpaFallback } from './common/web/spa-fallback';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds the whole HTTP application (API, docs and SPA) without listening. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // Keep a caller's request id when it is sane, so logs join up across services.
    genReqId: (request: IncomingMessage) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY === false ? false : config.TRUST_PROXY,
    frameworkErrors,
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger.child({ component: 'nest' })),
    bufferLogs: false,
    // Fastify's own JSON parser only: a form-encoded body is 415, not quietly parsed.
    bodyParser: false,
  });
  app.setGlobalPrefix(API_BASE_PATH.slice(1));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  // Before any route: the authorization matrix holds this table against the contract.
  recordRoutes(fastify);
  // After the body is read (its stream events would lose the scope), before Nest's guard names the salon.
  fastify.addHook('preHandler', (_request, _reply, done) => runRequestScope(done));
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers carry tokens and personal data: no cache keeps them (the SPA's files set their own).
    if (request.url.startsWith(`${API_BASE_PATH}/`) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  // JSON answers above 1 KB go out in brotli or gzip, as the client accepts (lists of 200 rows
  // shrink tenfold). Registered before any route, static files included, since it hooks each
  // route as it is added; a reply that already says its encoding (a pre-compressed file) passes.
  // Streams (the CSV export) are compressed as they flow. Request bodies are never inflated:
  // the 1 MB body limit stays a limit on what the client sent. Answers up to 64 KB (a 60-row
  // list is 33 KB) are compressed in one call: on two cores shared with PostgreSQL there is no
  // idle core for the streaming path to use, and its per-answer brotli stream cost about twice
  // the compressing and several MB of memory while in flight.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    // A 256 KB window, not brotli's 4 MB: each answer's encoder allocated and cleared 4 MB (60 µs of
    // a 60-row list's 140), and every stream in flight held it; JSON and CSV repeat within far less.
    // Quality 3, not 4: a third less CPU (60 rows 119 → 76 µs, 200 clients 410 → 241 µs, 1 MB of
    // appointments 3.4 → 2.7 ms) for 1-8% more bytes.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
  });

  const document = buildOpenApiDocument(APP_VERSION);
  // Registered on Fastify directly, these skip Nest's prefix, so they carry the full path.
  fastify.get(`${API_BASE_PATH}/openapi.json`, async () => document);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: `${API_BASE_PATH}/docs`,
    staticCSP: true,
    // Swagger UI sets inline styles, as Mantine does; scripts stay hash-pinned.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  const webRoot = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : undefined;
  const serveSpa = webRoot !== undefined && existsSync(resolve(webRoot, 'index.html'));
  if (serveSpa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      // The build writes file.br and file.gz beside each file; the one the browser accepts is sent, with Vary.
      preCompressed: true,
      // No source map leaves the server, should a build ever write one.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // Hashed assets never change; everything else is revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.useGlobalFilters(new AllExceptionsFilter(serveSpa ? new SpaFallback() : undefined));

  await app.init();
  await fastify.ready();
  return app;
}
