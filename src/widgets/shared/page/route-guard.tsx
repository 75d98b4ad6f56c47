/**
 * The access check of a page element, applied once where the element is defined
 * (`defineWidget(tag, Page, { guard: RouteGuard })` in the area's elements.ts): the element's route
 * (src/core/routes.ts `elementRoute`: the router's match inside the console, else the row its
 * attributes name) is checked with the route's own permission from its manifest, the check the router
 * asks; a refused user sees the Forbidden state (the route's `forbidden` message, else the kit's)
 * instead of the page, so a page never renders what the router would refuse and no page asks again.
 */
import type { ReactNode } from 'react';
import { route } from '../../../core/router';
import { elementRoute, forbiddenKeyOf } from '../../../core/routes';
import type { WidgetGuardProps } from '../../define-widget';
import { useSignalValue } from '../hooks';
import { usePageAccess, usePageAgentId } from './hooks';
import { Forbidden } from './states';

export function RouteGuard({ tag, props, children }: WidgetGuardProps): ReactNode {
  const current = useSignalValue(route);
  const agentId = typeof props.agentId === 'string' ? props.agentId : undefined;
  const pageAgent = usePageAgentId(agentId);
  const target = elementRoute(tag, props, current);
  const allowed = usePageAccess(target?.pattern ?? '', pageAgent, target?.params ?? {});
  if (!target) throw new Error(`<${tag}> is guarded but no console route shows it`);
  if (pageAgent && !allowed) return <Forbidden messageKey={forbiddenKeyOf(target.pattern)} />;
  return children;
}
