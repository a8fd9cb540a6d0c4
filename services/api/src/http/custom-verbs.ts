/**
 * Custom methods (AIP-136) end the path with `:verb` (`/v1/customers/acme:archive`). The router cannot tell
 * `{customer}:archive` from `{customer}`, so a POST's trailing `:verb` is rewritten to a `/~verb` segment
 * before routing; the OpenAPI document shows the public form again.
 */
export function rewriteVerb(method: string | undefined, url: string): string {
  if (method !== 'POST') return url;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const slash = path.lastIndexOf('/');
  const colon = path.lastIndexOf(':');
  if (colon <= slash || colon === path.length - 1) return url;
  const verb = path.slice(colon + 1);
  if (!/^[A-Za-z]+$/.test(verb)) return url;
  return `${path.slice(0, colon)}/~${verb}${q === -1 ? '' : url.slice(q)}`;
}

/** `/customers/{customer}:archive` (public form) -> `/customers/:customer/~archive` (router form). */
export function toRouterPath(path: string): string {
  return path.replace(/:([A-Za-z]+)$/, '/~$1').replace(/\{([A-Za-z]+)\}/g, ':$1');
}

/**
 * Router form back to the public OpenAPI form, as @fastify/swagger reads it: there `:name` is a parameter, except
 * right after one (`:customer:archive`); after a literal segment the colon is escaped as `::`
 * (`/usageEvents::replay` is documented as `/usageEvents:replay`).
 */
export function toPublicPath(path: string): string {
  return path.replace(/\/([^/]*)\/~([A-Za-z]+)$/, (_, segment: string, verb: string) =>
    segment.startsWith(':') ? `/${segment}:${verb}` : `/${segment}::${verb}`,
  );
}
