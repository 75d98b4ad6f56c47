/**
 * Typed console addresses: `pathTo('players.edit', { agentId, id })` -> '/{agentId}/players/edit/{id}'.
 * Every address of a page under /{agentId} is built here from the area manifests (src/core/areas), so
 * a page is named once, in its manifest, and a misspelled route name or a missing parameter is a
 * compile error rather than a Forbidden or Not found page at run time.
 *
 * A route's name is its rows' names joined with dots, outermost first; a row's name is its `name`,
 * else the literal segments of its path joined with dots ('edit/:id' -> 'edit', ':posid/users' ->
 * 'users'). Its parameters are the `:name` segments of all its rows, plus `agentId` (the agent of the
 * URL). Pure: no DOM, no signals.
 */
import { AREA_MANIFESTS, type AreaManifest, type AreaManifests, type AreaRoute } from './areas';

// ---------------------------------------------------------------------------------------------
// Types: the route names and their parameters, derived from the manifests' literal paths
// ---------------------------------------------------------------------------------------------

/** The literal segments of a path, joined with dots ('edit/:id' -> 'edit', ':a/users/:b/x' -> 'users.x'). */
type LiteralName<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Dotted<LiteralName<Head>, LiteralName<Rest>>
  : P extends `:${string}`
    ? ''
    : P;

/** Two names joined with a dot, either may be empty. */
type Dotted<A extends string, B extends string> = A extends '' ? B : B extends '' ? A : `${A}.${B}`;

/** The parameter names of a path ('edit/:id' -> 'id'). */
type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : P extends `:${infer Name}`
    ? Name
    : never;

/** A row's own name: its `name`, else its path's literal segments. */
type RowName<R> = R extends { readonly name: infer N extends string }
  ? N
  : R extends { readonly path: infer P extends string }
    ? LiteralName<P>
    : never;

/** Every route of a list of rows as { name, params } entries, the rows' children included. */
type Entries<Rows, ParentName extends string, ParentParams extends string> = Rows extends readonly (infer R)[]
  ? R extends { readonly path: infer P extends string }
    ? | { name: Dotted<ParentName, RowName<R>>; params: ParentParams | ParamNames<P> }
      | (R extends { readonly children: infer C }
          ? Entries<C, Dotted<ParentName, RowName<R>>, ParentParams | ParamNames<P>>
          : never)
    : never
  : never;

type AllEntries = Entries<AreaManifests[number]['routes'], '', never>;

/** The name of a console page under /{agentId} ('agents', 'players.edit', 'cafes.users.update'). */
export type RouteKey = AllEntries['name'];

/** The parameters a route needs: `agentId` and each `:name` of its path. */
export type RouteParams<K extends RouteKey> = { readonly agentId: string } & {
  readonly [P in Extract<AllEntries, { name: K }>['params']]: string;
};

/** The routes whose only parameter is the agent (a list, a create page): `pathTo(name, { agentId })`. */
export type AgentRouteKey = {
  [K in RouteKey]: Exclude<Extract<AllEntries, { name: K }>['params'], never> extends never ? K : never;
}[RouteKey];

/** Query parameters of an address; empty and undefined values are left out. */
export type RouteQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

// ---------------------------------------------------------------------------------------------
// Run time: the same names over the manifests' values
// ---------------------------------------------------------------------------------------------

function literalName(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment.length > 0 && !segment.startsWith(':'))
    .join('.');
}

function dotted(a: string, b: string): string {
  return a && b ? `${a}.${b}` : a || b;
}

function collect(
  rows: readonly AreaRoute[],
  parentName: string,
  parentPattern: string,
  into: Map<string, string>,
) {
  for (const row of rows) {
    const name = dotted(parentName, row.name ?? literalName(row.path));
    const pattern = [parentPattern, row.path].filter(Boolean).join('/');
    if (into.has(name)) throw new Error(`Two console routes are named '${name}'`);
    into.set(name, pattern);
    if (row.children) collect(row.children, name, pattern, into);
  }
}

/** Each route name of the manifests with its full pattern under /{agentId} ('players.edit' -> 'players/edit/:id'). */
export function routePatterns(manifests: readonly AreaManifest[]): ReadonlyMap<string, string> {
  const patterns = new Map<string, string>();
  for (const manifest of manifests) collect(manifest.routes, '', '', patterns);
  return patterns;
}

export const ROUTE_PATTERNS: ReadonlyMap<string, string> = routePatterns(AREA_MANIFESTS);

/** The full pattern of a route under /{agentId} ('players.edit' -> 'players/edit/:id'). */
export function patternOf(name: RouteKey): string {
  const pattern = ROUTE_PATTERNS.get(name);
  if (pattern === undefined) throw new Error(`No console route is named '${name}'`);
  return pattern;
}

function queryText(query: RouteQuery | URLSearchParams | undefined): string {
  if (!query) return '';
  const search =
    query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(
          Object.entries(query)
            .filter(([, value]) => value !== undefined && value !== null && value !== '')
            .map(([key, value]) => [key, String(value)]),
        );
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The console address of a route ('/{agentId}/players/edit/{id}'), relative to the console's base path
 * (what `useNavigate` and `hrefOf` take). Parameters are URI-encoded; `query` is appended.
 */
export function pathTo<K extends RouteKey>(
  name: K,
  params: RouteParams<K>,
  query?: RouteQuery | URLSearchParams,
): string {
  const values = params as Readonly<Record<string, string>>;
  const segments = patternOf(name)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.slice(1)];
      if (!value) throw new Error(`The console route '${name}' needs the parameter '${segment.slice(1)}'`);
      return encodeURIComponent(value);
    });
  return `/${encodeURIComponent(params.agentId)}/${segments.join('/')}${queryText(query)}`;
}

/**
 * A console page as data (a search hit's target): a route with its parameters, or `{ agent }`, the
 * agent's own address ('/{agentId}', which opens the agent's landing page).
 */
export type ConsoleLink =
  | { [K in RouteKey]: { readonly route: K; readonly params: RouteParams<K> } }[RouteKey]
  | { readonly agent: string };

/** The address of a `ConsoleLink`. */
export function linkPath(link: ConsoleLink): string {
  if ('agent' in link) return agentPath(link.agent, '');
  return pathTo(link.route as RouteKey, link.params as RouteParams<RouteKey>);
}

/**
 * The address of a path under an agent given as data (a menu option's path, 'agents/adjust-credit'):
 * '/{agentId}/{path}', or '/{agentId}' for an empty path. For a page of the manifests use `pathTo`.
 */
export function agentPath(agentId: string, path: string): string {
  const rest = path.replace(/^\/+|\/+$/g, '');
  return rest ? `/${encodeURIComponent(agentId)}/${rest}` : `/${encodeURIComponent(agentId)}`;
}
