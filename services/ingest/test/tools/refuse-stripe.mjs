/**
 * A module hook that refuses to load the `stripe` package: a process started with it fails at the first import
 * whose graph reaches Stripe. The edge-without-Stripe test loads the edge's entry under it.
 */
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, nextResolve) {
        const resolved = await nextResolve(specifier, context);
        if (/[\\\\/]node_modules[\\\\/]stripe[\\\\/]/.test(resolved.url)) {
          throw new Error('stripe loaded by ' + (context.parentURL ?? 'the entry'));
        }
        return resolved;
      }
    `),
);
