import type {
  ArrivalHost,
  Context,
  DocumentRenderer,
  DomainSettings,
  Permission,
  TxtLookup,
  WebhookServices,
} from '@billing/domain';
import type { PaymentServices } from '@billing/payments';
import type { UsageStores } from '@billing/usage';
import type { Static, TObject, TSchema } from '@sinclair/typebox';

/** The schema of a part a route does not declare: nothing in it. */
type None = TObject<Record<never, never>>;

/**
 * A request as its handler sees it: path, query and body as the route's schemas validated them (snake_case
 * keys already normalized). The HTTP layer's own fields (`organization` of the org-form path, `requestId`) are
 * not part of them.
 */
export interface RouteInput<P extends TObject = None, Q extends TObject = None, B extends TSchema = None> {
  params: Static<P>;
  query: Static<Q>;
  body: Static<B>;
  /**
   * The body parsed without rounding any number, set only when the body holds a number a double could round
   * (16 or more digits); its keys are as sent (not normalized). Usage event properties are read from it.
   */
  exactBody?: unknown;
  /** The kind of hostname the request arrived on (a custom hostname may not register domains). */
  arrivedOn: ArrivalHost;
}

/** A request as the HTTP layer holds it, before a route's handler types it. */
export interface RawRouteInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  exactBody?: unknown;
  arrivedOn: ArrivalHost;
}

/** What the domain routes need: the base domain, the direct hosts and the DNS of verification. */
export interface DomainServices extends DomainSettings {
  directHosts: readonly string[];
  dns: TxtLookup;
}

/** Stores that only some routes use and that a process may not have (routes answer UNAVAILABLE then). */
export interface RouteServices {
  usage: UsageStores | undefined;
  domains: DomainServices;
  /** The credentials' keys and the providers' adapters; without them the payment routes answer UNAVAILABLE. */
  payments: PaymentServices | undefined;
  /** The keys sealing endpoint secrets (the payments') and the URL policy. */
  webhooks: WebhookServices;
  /** Draws invoice PDFs off the event loop: the api's render pool (docs/documents.md). */
  documents: DocumentRenderer;
}

/**
 * One API method: its public path (relative to /v1, AIP form with `{id}` and `:verb`), schemas, permission and
 * the domain call. The HTTP layer does the rest (both path forms, auth, case, idempotency, errors).
 */
interface RouteFields {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  permission: Permission;
  /**
   * A request body that this method accepts as is, for the OpenAPI document (every create and custom verb
   * has one; test/contract sends each against a running app).
   */
  example?: Record<string, unknown>;
  /** Mutations that honour `requestId` (query or body). */
  idempotent?: boolean;
  /**
   * Top-level response fields shown in the first answer only (a signing secret): never stored with the
   * `requestId` record, so a replay answers without them.
   */
  shownOnce?: readonly string[];
  response: TSchema;
  /**
   * A success that is not JSON: its media types (the first is the default), each answered with the bytes of a
   * `RawResponse` the handler returns, described by `response` in OpenAPI.
   */
  media?: readonly string[];
  /** The response may hold `LosslessNumber`s (usage event properties): write them digit for digit. */
  exactNumbers?: boolean;
  /**
   * docs/domains.md lists the `/v1/organizations/{organization}/...` form of this method itself: document that form in
   * OpenAPI (and so in the client) too, not only the `/v1/...` one.
   */
  documentOrganizationForm?: boolean;
}

/** The body of a success that is not JSON (an invoice's PDF), sent as it is with its headers. */
export class RawResponse {
  constructor(
    readonly contentType: string,
    readonly body: Buffer,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

/** A route as declared: its handler's input is typed by its schemas. */
export interface TypedRouteSpec<P extends TObject, Q extends TObject, B extends TSchema> extends RouteFields {
  params?: P;
  query?: Q;
  body?: B;
  handler(ctx: Context, input: RouteInput<P, Q, B>, services: RouteServices): Promise<unknown>;
}

/** A route as registered: the same, its types erased so that routes of any schemas make one list. */
export interface RouteSpec extends RouteFields {
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  handler(ctx: Context, input: RawRouteInput, services: RouteServices): Promise<unknown>;
}

export function route<P extends TObject = None, Q extends TObject = None, B extends TSchema = None>(
  spec: TypedRouteSpec<P, Q, B>,
): RouteSpec {
  return {
    ...spec,
    // The one place a request takes its route's types: validation has checked it against these schemas.
    handler: (ctx, input, services) => spec.handler(ctx, input as RouteInput<P, Q, B>, services),
  };
}
