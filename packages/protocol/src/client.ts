// The one fetch client of the HTTP API, typed by the route table (./routes/index.ts): a method per
// route, each answering a Result. A network failure or a body that is not the API's becomes
// ERR_NETWORK; an error body becomes its typed ProtocolError. Never a throw. The web app (with
// its page's origin) and `numbers join` use it; it needs only `fetch`.

import type { Result } from "@number-games/engine";
import type { ProtocolError } from "./errors";
import { errorBodySchema } from "./errors";
import type { RouteBody, RouteName, RouteParams, RouteResponse } from "./routes/index";
import { ROUTE_NAMES, ROUTES, routePath } from "./routes/index";

/** No answer from the server, or an answer that is not the API's (e.g. a static host's page). */
export interface NetworkError {
  readonly code: "ERR_NETWORK";
  readonly message: string;
}
export type ApiError = ProtocolError | NetworkError;
export type ApiResult<T> = Result<T, ApiError>;

type Empty = Record<never, never>;
type BodyArg<N extends RouteName> = [RouteBody<N>] extends [never]
  ? Empty
  : { readonly body: RouteBody<N> };
type TokenArg<N extends RouteName> = (typeof ROUTES)[N]["auth"] extends "none"
  ? Empty
  : (typeof ROUTES)[N]["auth"] extends "optional-seat"
    ? { readonly token?: string | undefined }
    : { readonly token: string };

/** A call's arguments: the path parameters, the body (if any) and the bearer token (if any). */
export type RouteArgs<N extends RouteName> = RouteParams<N> & BodyArg<N> & TokenArg<N>;

export type ApiClient = {
  readonly [N in RouteName]: Empty extends RouteArgs<N>
    ? (args?: RouteArgs<N>) => Promise<ApiResult<RouteResponse<N>>>
    : (args: RouteArgs<N>) => Promise<ApiResult<RouteResponse<N>>>;
};

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A client of the server at `baseUrl` (an origin such as `http://127.0.0.1:8080`, or "" for
 * the page's own origin).
 */
export function createApiClient(baseUrl: string, fetchImpl?: FetchLike): ApiClient {
  const doFetch: FetchLike = fetchImpl ?? ((url, init) => globalThis.fetch(url, init));
  const base = baseUrl.replace(/\/+$/, "");
  const where = base === "" ? "the server" : base;

  async function call(name: RouteName, args: Record<string, unknown>): Promise<ApiResult<unknown>> {
    const route = ROUTES[name];
    const headers: Record<string, string> = { accept: "application/json" };
    const body = route.body === null ? undefined : JSON.stringify(args.body);
    if (body !== undefined) headers["content-type"] = "application/json";
    if ("text" in route) headers.accept = "text/csv, application/json";
    if (typeof args.token === "string") headers.authorization = `Bearer ${args.token}`;
    let res: Response;
    try {
      res = await doFetch(base + routePath(name, args as never), {
        method: route.method,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      return {
        ok: false,
        error: { code: "ERR_NETWORK", message: `cannot reach ${where}: ${message}` },
      };
    }
    let text: string | null = null;
    try {
      text = await res.text();
    } catch {
      // the body was cut off
    }
    if (res.ok && text !== null && "text" in route) return { ok: true, value: text };
    let json: unknown = null;
    try {
      json = text === null ? null : JSON.parse(text);
    } catch {
      // not JSON: no server of ours answered (e.g. a static host)
    }
    if (res.ok && json !== null) return { ok: true, value: json };
    const parsed = errorBodySchema.safeParse(json);
    if (!res.ok && parsed.success) return { ok: false, error: parsed.data.error };
    return {
      ok: false,
      error: { code: "ERR_NETWORK", message: `HTTP ${res.status} from ${where}` },
    };
  }

  const client: Record<string, (args?: Record<string, unknown>) => Promise<ApiResult<unknown>>> =
    {};
  for (const name of ROUTE_NAMES) client[name] = (args = {}) => call(name, args);
  return client as unknown as ApiClient;
}
