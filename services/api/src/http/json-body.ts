import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/**
 * Every body is read as JSON whatever its Content-Type; an empty body is `{}` (custom verbs are often sent
 * without one). `__proto__` and `constructor.prototype` keys are refused, not merged.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, {});
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(Object.assign(new SyntaxError('invalid JSON'), { statusCode: 400 }), undefined);
    }
  });
}
