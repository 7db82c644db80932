// What a client needs to reach a route, without zod: the generated `paths.ts` and
// `back-office-paths.ts` build on these, so neither app's first download carries a schema.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A path relative to `/api`, with Fastify's `:param` segments. */
export interface Route {
  method: HttpMethod;
  path: string;
}

/**
 * One endpoint's route. `endpoint` exists in the type only (never at run time, so it costs the
 * download nothing): it lets a client's `call(paths.login)` know which endpoint it calls, and so
 * the types of its input and answer.
 */
export interface RouteOf<N extends string, M extends HttpMethod, P extends string> {
  readonly method: M;
  readonly path: P;
  readonly endpoint?: N;
}

/**
 * One back-office endpoint's route, as RouteOf is a storefront one's. `backOfficeEndpoint` (in
 * the type only) names it in the back office's endpoint map (back-office-endpoints.ts), a
 * namespace of its own: a name both maps use (`product`) still says which declaration types the
 * call.
 */
export interface BackOfficeRouteOf<N extends string, M extends HttpMethod, P extends string> {
  readonly method: M;
  readonly path: P;
  readonly backOfficeEndpoint?: N;
}

/** Fills `:name` segments of a path, each value URL-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
