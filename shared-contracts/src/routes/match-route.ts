/**
 * Matches a URL path against the route table without a router, so that the guard and the shell
 * know a route's owner and permissions before its remote has loaded. Static segments win over
 * parameters ('/team/add' before '/team/:id'); ':name?' is an optional last segment.
 */
import { type RoutePath, routePaths } from './route-table';

export interface RouteMatch {
  path: RoutePath;
  params: Record<string, string>;
}

interface CompiledRoute {
  path: RoutePath;
  segments: string[];
  score: number;
}

const compiled: CompiledRoute[] = routePaths
  .map((path) => {
    const segments = path.split('/').filter(Boolean);
    const score = segments.reduce((sum, segment) => sum + (segment.startsWith(':') ? 1 : 3), 0);
    return { path, segments, score };
  })
  .sort((a, b) => b.score - a.score);

function matchSegments(route: CompiledRoute, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  const required = route.segments.filter((segment) => !segment.endsWith('?')).length;
  if (parts.length < required || parts.length > route.segments.length) return null;
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[index];
    if (segment.startsWith(':')) {
      const name = segment.slice(1).replace(/\?$/, '');
      if (part !== undefined) params[name] = decodeURIComponent(part);
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

export function matchRoutePath(pathname: string): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const route of compiled) {
    const params = matchSegments(route, parts);
    if (params) return { path: route.path, params };
  }
  return null;
}
