/**
 * The one error type of the service. Domain code throws `ApiError`; the HTTP layers (fastify and the uWS
 * edge) turn it into a `google.rpc.Status` body with `toStatusBody` and the HTTP status from `httpStatusOf`.
 */

export const ERROR_CODES = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldViolation {
  field: string;
  description: string;
}

export interface ErrorOptions {
  fieldViolations?: FieldViolation[];
  /** Overrides the HTTP status of the code (413 for an oversize body is RESOURCE_EXHAUSTED). */
  httpStatus?: number;
  /** Seconds, sent as `Retry-After` with 429 and 503. */
  retryAfter?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fieldViolations: FieldViolation[];
  readonly httpStatus: number;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message: string, options: ErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.fieldViolations = options.fieldViolations ?? [];
    this.httpStatus = options.httpStatus ?? ERROR_CODES[code];
    this.retryAfter = options.retryAfter;
  }
}

/** INVALID_ARGUMENT naming one field; the common case of bad input. */
export function invalidField(field: string, description: string): ApiError {
  return new ApiError('INVALID_ARGUMENT', `${field}: ${description}`, {
    fieldViolations: [{ field, description }],
  });
}

export function notFound(name: string): ApiError {
  return new ApiError('NOT_FOUND', `${name} not found`);
}

export function failedPrecondition(message: string): ApiError {
  return new ApiError('FAILED_PRECONDITION', message);
}

export function alreadyExists(name: string): ApiError {
  return new ApiError('ALREADY_EXISTS', `${name} already exists`);
}

export interface StatusBody {
  error: {
    code: number;
    status: ErrorCode;
    message: string;
    details: Array<Record<string, unknown>>;
  };
}

/** The `google.rpc.Status` body. Internal errors never carry their own message out. */
export function toStatusBody(error: ApiError): StatusBody {
  const details: Array<Record<string, unknown>> = [];
  if (error.fieldViolations.length > 0) {
    details.push({
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: error.fieldViolations,
    });
  }
  if (error.retryAfter !== undefined) {
    details.push({ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${error.retryAfter}s` });
  }
  const message = error.code === 'INTERNAL' ? 'internal error' : error.message;
  return { error: { code: error.httpStatus, status: error.code, message, details } };
}

/** Any thrown value as an ApiError: ours as they are, everything else INTERNAL. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('INTERNAL', 'internal error', { cause: error });
}
