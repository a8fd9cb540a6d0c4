import { checkJsonText, decodeUtf8, invalidField } from '@billing/core';
import type { FastifyInstance } from 'fastify';
import { parse as losslessParse } from 'lossless-json';
import secureJson from 'secure-json-parse';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body with every number exact; only set when a number in it has 16 or more digits. */
    exactBody?: unknown;
  }
}

/** A run of 16 digits (or digits and dots): a number JSON.parse might round. */
const LONG_NUMBER = /[0-9][0-9.]{15}/;

/**
 * Every body is read as JSON whatever its Content-Type; an empty body is `{}` (custom verbs are often sent
 * without one). `__proto__` and `constructor.prototype` keys are refused, not merged. Invalid UTF-8, deep
 * nesting and oversized number literals are refused before parsing (core `json-text.ts`).
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8(body as Buffer).trim();
      if (text !== '') checkJsonText(text);
    } catch (error) {
      return done(error as Error, undefined);
    }
    if (text === '') return done(null, {});
    try {
      const parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
      // Read a second time, losslessly, only when it matters (the text passed the safe parse above).
      if (LONG_NUMBER.test(text)) request.exactBody = losslessParse(text);
      done(null, parsed);
    } catch (error) {
      // Well-formed JSON refused for a key: a field problem (google.rpc.BadRequest), like any other bad field.
      if (error instanceof SyntaxError && error.message.includes('forbidden prototype property')) {
        return done(
          invalidField('body', 'must not hold "__proto__" or "constructor.prototype" keys'),
          undefined,
        );
      }
      done(Object.assign(new SyntaxError('invalid JSON'), { statusCode: 400 }), undefined);
    }
  });
}
