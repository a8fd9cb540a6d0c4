/** Every failure leaves as one `google.rpc.Status` body; this is the one place that maps errors to HTTP. */
import { ApiError, asApiError, type FieldViolation, toStatusBody } from '@billing/core';
import type { FastifyError, FastifyReply } from 'fastify';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema whose keyword failed (ajv's `verbose`): for a missing property, the object's. */
  parentSchema?: { examples?: unknown[] };
}

/** `/billingProfile/address/0` -> `billingProfile.address[0]`, with the missing property appended. */
function fieldOf(error: AjvError, part: string | undefined): string {
  const segments = error.instancePath.split('/').slice(1);
  let field = segments.reduce((acc, s) => (/^\d+$/.test(s) ? `${acc}[${s}]` : acc ? `${acc}.${s}` : s), '');
  if (error.keyword === 'required')
    field = field ? `${field}.${error.params.missingProperty}` : String(error.params.missingProperty);
  return field || (part === 'body' ? 'body' : (part ?? 'request'));
}

function describe(error: AjvError): string {
  if (error.keyword === 'enum')
    return `must be one of ${(error.params.allowedValues as string[]).join(', ')}`;
  return `${error.message ?? 'is invalid'}${expectedShape(error)}`;
}

/**
 * The example of the schema that failed, so that a wrong shape is answered with the right one: `unitPrice:
 * {"value": "0.002"}` is told that a Money is `{"amount": {"value": "0.002"}, "currencyCode": "USD"}`.
 */
function expectedShape(error: AjvError): string {
  const example = error.parentSchema?.examples?.[0];
  if (example === undefined) return '';
  const segments = error.instancePath.split('/').slice(1);
  const owner = segments.reduce((acc, s) => (/^\d+$/.test(s) ? `${acc}[${s}]` : acc ? `${acc}.${s}` : s), '');
  const what = error.keyword === 'required' && owner ? `${owner} ` : '';
  return ` (${what}expected like ${JSON.stringify(example)})`;
}

/** Translates fastify's own errors (validation, parsing, limits) into ours. */
export function fromFastifyError(
  error: FastifyError & { validation?: AjvError[]; validationContext?: string },
): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const violations: FieldViolation[] = error.validation.map((e) => ({
      field: fieldOf(e, error.validationContext),
      description: describe(e),
    }));
    const first = violations[0]!;
    return new ApiError('INVALID_ARGUMENT', `${first.field}: ${first.description}`, {
      fieldViolations: violations,
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('RESOURCE_EXHAUSTED', 'the request body is too large', { httpStatus: 413 });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('INVALID_ARGUMENT', 'the request body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        'INVALID_ARGUMENT',
        'the request body must be JSON (Content-Type: application/json)',
      );
  }
  if (error instanceof SyntaxError)
    return new ApiError('INVALID_ARGUMENT', 'the request body is not valid JSON');
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413)
    return new ApiError('RESOURCE_EXHAUSTED', 'the request is too large', { httpStatus: 413 });
  if (status && status >= 400 && status < 500)
    return new ApiError('INVALID_ARGUMENT', 'the request is malformed');
  return asApiError(error);
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  return reply.code(error.httpStatus).type('application/json').send(toStatusBody(error));
}
