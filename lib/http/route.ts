/**
 * How a route file under app/api/ serves one endpoint: `export const POST = auth.login`,
 * where the API module made `auth.login` with `route(handler, deps)`. Next calls it with
 * the request and the path's parameters; the handler gets the API's production
 * dependencies. The handler stays reachable as `.handler`, so tests run the very function
 * a route file exports with their own database, mailer and clock (tests/support/api-routes.ts).
 */
export type Handler<D, P = unknown> = (request: Request, deps: D, params: P) => Promise<Response>;

export interface RouteExport<D, P> {
  (request: Request, context: { params: Promise<P> }): Promise<Response>;
  readonly handler: Handler<D, P>;
}

export function route<D, P = unknown>(handler: Handler<D, P>, deps: () => D): RouteExport<D, P> {
  const serve = async (request: Request, context: { params: Promise<P> }) => handler(request, deps(), await context.params);
  return Object.assign(serve, { handler });
}
