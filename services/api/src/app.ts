/**
 * The control-plane HTTP app. Routes are thin: validate, call one domain function, map its error.
 */
import { randomUUID } from 'node:crypto';
import {
  ApiError,
  type Clock,
  type Config,
  DEFAULT_CONNECTION_LIMITS,
  healthAnswer,
  metricsAnswer,
  type OperationsAnswer,
  urlForLog,
} from '@billing/core';
import type { Sql } from '@billing/db';
import {
  createRenderPool,
  createTxtLookup,
  type DocumentRenderer,
  HostnameCache,
  type HostRoute,
  type Principal,
  type TxtLookup,
} from '@billing/domain';
import type { PaymentServices } from '@billing/payments';
import type { RateLimiter } from '@billing/redis';
import type { UsageStores } from '@billing/usage';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify';
import type { Logger } from 'pino';
import { serverOptions } from './http/connections.ts';
import { rewriteVerb, toPublicPath } from './http/custom-verbs.ts';
import { fromFastifyError, sendError } from './http/errors.ts';
import { registerJsonBody } from './http/json-body.ts';
import { registerRoute } from './http/register.ts';
import { createValidatorCompiler } from './http/validation.ts';
import {
  DEFAULT_API_ORIGIN,
  DEFAULT_ORGANIZATION,
  withIngestOperations,
  withIngestServer,
} from './ingest-operations.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { describeDocument } from './openapi/describe-document.ts';
import { routes } from './routes/index.ts';
import { withWebhooks } from './webhook-operations.ts';

export const CONTROL_PLANE_BODY_LIMIT = 1024 * 1024;

export interface ApiDeps {
  config: Pick<Config, 'baseDomain'> &
    Partial<
      Pick<
        Config,
        | 'directHosts'
        | 'dnsServers'
        | 'dnsTimeoutMs'
        | 'headerTimeoutMs'
        | 'bodyTimeoutMs'
        | 'keepAliveTimeoutMs'
        | 'maxConnections'
        | 'shutdownTimeoutMs'
        | 'webhookAllowPrivateNetworks'
        | 'documentRenderThreads'
        | 'documentRenderQueue'
      >
    >;
  sql: Sql;
  clock: Clock;
  pageSecret: string;
  rateLimiter: RateLimiter;
  /** API-key lookup, normally a PrincipalCache. */
  authenticate: (secret: string) => Promise<Principal | undefined>;
  /**
   * Host routing, normally a HostnameCache on the change feed; without it one is made whose entries live a
   * second (no feed to hear of changes sooner).
   */
  routeHost?: (host: string | undefined) => Promise<HostRoute>;
  /** TXT lookups of domain verification; by default `node:dns` with `config.dnsServers`. */
  dns?: TxtLookup;
  logger: Logger;
  metrics?: Metrics;
  /** Reports whether the stores answer, for /healthz. */
  health?: () => Promise<Record<string, boolean>>;
  /**
   * The usage-event stores (ClickHouse, the ingest pipeline for corrections, the job producer). Without them
   * the usageEvents routes answer UNAVAILABLE (as when the OpenAPI document is generated).
   */
  usage?: UsageStores;
  /**
   * The payment routes' keyring and provider adapters (runtime `paymentServices`); without them those routes
   * answer UNAVAILABLE.
   */
  payments?: PaymentServices;
  /**
   * Draws the invoice PDFs of the document route: a render pool the caller owns. Without it the app starts its
   * own pool of `config.documentRenderThreads` threads (their default: one a core; started by the first render)
   * and stops it when it closes.
   */
  documents?: DocumentRenderer;
  /**
   * How this service was started, for the servers of the document served at /openapi.json (and so of /docs):
   * the organization the first start created and the ingest edge's port (undefined while no edge of this
   * process listens). Without it the document keeps the defaults of a fresh `npm start`.
   */
  startedAs?: { organization: string; ingestPort: () => number | undefined };
}

interface ServerVariable {
  default: string;
  description: string;
}

/**
 * The document's servers as a fresh `npm start` has them: the control plane and the edge on 127.0.0.1 (the
 * organization is the key's), and the organization's hostname form for deployments.
 */
export function documentServers(options: {
  apiOrigin: string;
  organization: string;
  baseDomain: string;
}): Array<{ url: string; description: string; variables?: Record<string, ServerVariable> }> {
  return [
    {
      url: options.apiOrigin,
      description: 'This service, as started (the organization is the API key’s)',
    },
    {
      url: 'https://{organization}.{baseDomain}',
      description: "The organization's default hostname (or one of its active custom hostnames)",
      variables: {
        organization: { default: options.organization, description: 'The organization id' },
        baseDomain: { default: options.baseDomain, description: 'BASE_DOMAIN of the deployment' },
      },
    },
  ];
}

/** The served document: servers that match how this process was started and the request's own address. */
function servedDocument(
  document: Record<string, unknown>,
  origin: { protocol: string; host: string; hostname: string },
  deps: ApiDeps,
): Record<string, unknown> {
  const startedAs = deps.startedAs;
  if (!startedAs) return document;
  const ingestPort = startedAs.ingestPort();
  const served = {
    ...document,
    servers: documentServers({
      apiOrigin: `${origin.protocol}://${origin.host}`,
      organization: startedAs.organization,
      baseDomain: deps.config.baseDomain,
    }),
  };
  return ingestPort === undefined
    ? served
    : withIngestServer(served, `${origin.protocol}://${origin.hostname}:${ingestPort}`);
}

async function registerDocs(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Usage-based billing API',
        version: '1.0.0',
        description:
          'Every path also works as /v1/organizations/{organization}/..., and bodies accept snake_case names.',
        // The repository's LICENSE, as an SPDX identifier a linter can check.
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      },
      // Paths are relative to the organization's hostname (docs/domains.md); locally the key names it.
      servers: documentServers({
        apiOrigin: DEFAULT_API_ORIGIN,
        organization: DEFAULT_ORGANIZATION,
        baseDomain: deps.config.baseDomain,
      }),
      // Every operation needs a key: declared once for the document, so references show it as required.
      security: [{ bearerAuth: [] }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key (`sk_...`), printed once by the first start or made by `billing keys create`',
          },
        },
      },
    },
    transform: ({ schema, url }) => ({ schema: schema as never, url: toPublicPath(url) }),
  });
  await app.register(scalar, {
    routePrefix: '/docs',
    configuration: {
      url: '/openapi.json',
      authentication: { preferredSecurityScheme: 'bearerAuth' },
    } as never,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async (request) =>
    servedDocument(
      describeDocument(
        withWebhooks(withIngestOperations(app.swagger() as unknown as Record<string, unknown>)),
        routes,
      ),
      request,
      deps,
    ),
  );
}

function registerOperations(app: FastifyInstance, deps: ApiDeps, metrics: Metrics): void {
  const send = (reply: FastifyReply, answer: OperationsAnswer) =>
    reply.code(answer.httpStatus).type(answer.contentType).send(answer.body);
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    send(reply, await healthAnswer(deps.health)),
  );
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
    send(reply, await metricsAnswer(metrics.registry)),
  );
  // Callback-style hooks: an async hook costs a promise and a microtask on every request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (deps.logger.isLevelEnabled('info')) {
      request.log.info(
        {
          reqId: request.id,
          method: request.method,
          url: urlForLog(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });
}

export async function buildApiApp(deps: ApiDeps): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...deps.config };
  const app: FastifyInstance = Fastify({
    ...serverOptions(limits, deps.logger),
    loggerInstance: deps.logger as FastifyBaseLogger,
    // One line per request is written by the onResponse hook instead.
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request (it costs more than the rest of a cached GET); lines carry reqId instead.
    childLoggerFactory: (logger) => logger,
    bodyLimit: CONTROL_PLANE_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    rewriteUrl: (request) => rewriteVerb(request.method, request.url ?? '/'),
    routerOptions: { maxParamLength: 500 },
    // Fastify's own 503 while closing has its own body shape; the onRequest hook below answers a Status instead.
    return503OnClosing: false,
    // A badly percent-encoded or overlong path segment is answered by the router itself: keep our error body.
    frameworkErrors: (error, _request, reply) => sendError(reply, fromFastifyError(error as never)),
  });
  // Past it Node closes each new connection at once, before reading a byte (docs/limits.md).
  app.server.maxConnections = limits.maxConnections;
  const metrics = deps.metrics ?? createMetrics('api');
  app.setValidatorCompiler(createValidatorCompiler());
  registerJsonBody(app);
  app.setErrorHandler((error, request, reply) => {
    const apiError = fromFastifyError(error as never);
    // Client errors are the request line only (status and request id). A server error adds one line with the
    // stack of what failed: the wrapped cause, not the wrapper (whose stack is the error mapping's).
    if (apiError.code === 'INTERNAL') {
      request.log.error({ reqId: request.id, err: apiError.cause ?? error }, 'internal error');
    }
    return sendError(reply, apiError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new ApiError('NOT_FOUND', `no method ${request.method} ${urlForLog(request.url)}`)),
  );
  // Requests that still arrive on open connections once shutdown began: 503 and the connection closed, so the
  // client retries on another process.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      sendError(reply, new ApiError('UNAVAILABLE', 'the service is shutting down; retry', { retryAfter: 1 }));
      return;
    }
    done();
  });
  await registerDocs(app, deps);
  registerOperations(app, deps, metrics);
  const baseDomain = deps.config.baseDomain;
  const directHosts = deps.config.directHosts ?? [];
  const hosts = new HostnameCache({ sql: deps.sql, clock: deps.clock }, { baseDomain, directHosts });
  let documents = deps.documents;
  if (!documents) {
    const pool = createRenderPool({
      ...(deps.config.documentRenderThreads === undefined
        ? {}
        : { threads: deps.config.documentRenderThreads }),
      ...(deps.config.documentRenderQueue === undefined ? {} : { queue: deps.config.documentRenderQueue }),
    });
    // After the requests in flight answered: a render still running is refused UNAVAILABLE.
    app.addHook('onClose', async () => {
      await pool.close();
    });
    documents = pool;
  }
  const routeDeps = {
    ...deps,
    documents,
    webhookAllowPrivateNetworks: deps.config.webhookAllowPrivateNetworks,
    baseDomain,
    directHosts,
    routeHost: deps.routeHost ?? ((host: string | undefined) => hosts.route(host)),
    domains: {
      baseDomain,
      directHosts,
      dns:
        deps.dns ??
        createTxtLookup({
          servers: deps.config.dnsServers ?? [],
          timeoutMs: deps.config.dnsTimeoutMs ?? 5_000,
        }),
    },
  };
  for (const spec of routes) registerRoute(app, routeDeps, spec);
  return app;
}
