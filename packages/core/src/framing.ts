/**
 * Framing errors of Node's HTTP parser (a request too malformed to reach a route) as the one error shape: a
 * `google.rpc.Status` with the code-to-HTTP mapping of docs/api-conventions.md, written as raw bytes on the socket (issue 16; docs/limits.md).
 */
import { STATUS_CODES } from 'node:http';
import { ApiError, toStatusBody } from './errors.ts';

/** What a framing error means to the client, with the code-to-HTTP mapping (errors.ts). */
export function framingError(code: string | undefined): ApiError {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      // The client, not a backend, was too slow: 408 with the timeout's code.
      return new ApiError('DEADLINE_EXCEEDED', 'the request did not arrive in time', { httpStatus: 408 });
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('RESOURCE_EXHAUSTED', 'the request headers are too large', { httpStatus: 431 });
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return new ApiError('INVALID_ARGUMENT', 'the Content-Length header is invalid');
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
      return new ApiError('INVALID_ARGUMENT', 'the chunked body or its Transfer-Encoding is invalid');
    case 'HPE_INVALID_METHOD':
    case 'HPE_INVALID_URL':
    case 'HPE_INVALID_VERSION':
    case 'HPE_INVALID_CONSTANT':
      return new ApiError('INVALID_ARGUMENT', 'the request line is malformed');
    default:
      return new ApiError('INVALID_ARGUMENT', 'the request is malformed');
  }
}

/** The whole response as bytes: the socket is closed after it, so nothing else can follow on it. */
export function rawErrorResponse(error: ApiError): string {
  const body = JSON.stringify(toStatusBody(error));
  return (
    `HTTP/1.1 ${error.httpStatus} ${STATUS_CODES[error.httpStatus] ?? 'Error'}\r\n` +
    'Content-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}
