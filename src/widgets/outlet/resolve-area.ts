/**
 * Which element the outlet shows for a route (from the area manifests, src/core/areas), and which
 * bundle defines it (the loader of the manifest's area, src/widgets/area-loaders.ts). Pure.
 */
import { AREA_MANIFESTS, type AreaManifest } from '../../core/areas';
import type { Route } from '../../core/router';
import { AREA_LOADERS, type AreaLoader } from '../area-loaders';

export interface AreaTarget {
  /** The element to create. */
  tag: string;
  /** Imports the bundle that defines it; absent while the area has no loader. */
  load?: AreaLoader;
  /** Its attributes: `agent-id` of the route's agent and the route parameters (kebab-case). */
  attributes: Record<string, string>;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function loaderOf(loaders: Readonly<Record<string, AreaLoader | undefined>>, key: string) {
  return Object.hasOwn(loaders, key) ? loaders[key] : undefined;
}

/** The attributes of the page element: agent-id, then every route parameter. */
export function pageAttributes(route: Route): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (route.agentId) attributes['agent-id'] = route.agentId;
  for (const [name, value] of Object.entries(route.params)) attributes[kebab(name)] = value;
  return attributes;
}

/**
 * The element and loader of `route`: a page of the agent's layout names its element in its route row
 * and loads with its area's loader; a page of the signed-in user is a manifest's user page; a public
 * page ('gamedetail') is a manifest's public page. Null
 * when no manifest declares an element for it (the outlet shows the 404 page).
 */
export function resolveArea(
  route: Route,
  manifests: readonly AreaManifest[] = AREA_MANIFESTS,
  loaders: Readonly<Record<string, AreaLoader | undefined>> = AREA_LOADERS,
): AreaTarget | null {
  const attributes = pageAttributes(route);
  if (route.name === 'user') {
    const owner = manifests.find((m) => m.key === route.area);
    const page = owner?.userPages?.find((p) => p.element === route.element);
    return owner && page ? { tag: page.element, load: loaderOf(loaders, owner.key), attributes } : null;
  }
  if (route.name !== 'main') {
    const owner = manifests.find((m) => m.publicPages?.some((p) => p.path === route.name));
    const page = owner?.publicPages?.find((p) => p.path === route.name);
    return owner && page ? { tag: page.element, load: loaderOf(loaders, owner.key), attributes } : null;
  }
  const deepest = route.matches[route.matches.length - 1]?.node;
  if (!route.element || !deepest) return null;
  const owner = manifests.find((m) => m.key === deepest.area);
  return owner ? { tag: route.element, load: loaderOf(loaders, owner.key), attributes } : null;
}
