/**
 * Which element the outlet shows for a route, from the table of areas.ts. Pure.
 */
import type { Route } from '../../core/router';
import { AREAS, type AreaRow } from './areas';

export interface AreaTarget {
  /** The row that loads the element. */
  row: AreaRow;
  /** The element to create. */
  tag: string;
  /** Its attributes: `agent-id` of the route's agent and the route parameters (kebab-case). */
  attributes: Record<string, string>;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The attributes of the page element: agent-id, then every route parameter. */
export function pageAttributes(route: Route): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (route.agentId) attributes['agent-id'] = route.agentId;
  for (const [name, value] of Object.entries(route.params)) attributes[kebab(name)] = value;
  return attributes;
}

/** The row and element of `route`; null when no row serves it (the outlet shows the 404 page). */
export function resolveArea(route: Route, table: readonly AreaRow[] = AREAS): AreaTarget | null {
  const attributes = pageAttributes(route);
  if (route.name !== 'main') {
    const row = table.find((r) => r.route === route.name);
    return row ? { row, tag: row.tag, attributes } : null;
  }
  const pattern = route.matches[route.matches.length - 1]?.pattern;
  if (!pattern) return null;
  const exact = table.find((r) => r.route === pattern);
  if (exact) return { row: exact, tag: exact.tag, attributes };
  const area = route.area ? table.find((r) => r.route === route.area) : undefined;
  if (!area) return null;
  return { row: area, tag: route.element ?? area.tag, attributes };
}
