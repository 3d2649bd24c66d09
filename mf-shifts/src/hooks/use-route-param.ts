import { useLocation, useParams } from 'react-router-dom';
import { matchRoutePath } from 'shared-contracts';

/**
 * A parameter of the current route. The shell renders remote pages under one catch-all route, so
 * the router has no `:id` to give: the path is matched against the route table instead (the same
 * match the shell's guard uses). A router that declares the pattern itself (tests) wins.
 */
export function useRouteParam(name: string): string | undefined {
  const params = useParams();
  const { pathname } = useLocation();
  return params[name] ?? matchRoutePath(pathname)?.params[name];
}
