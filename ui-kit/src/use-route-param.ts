import { useLocation, useParams } from 'react-router-dom';
import { matchRoutePath } from 'shared-contracts';

/**
 * A parameter of the current route ('/issues/details/:id' → id). The shell renders every remote's
 * pages under one catch-all route, so react-router's params hold only '*': the value comes from
 * matching the path against the route table (the same match the shell's guard uses). A router that
 * declares the pattern itself (a test) wins. One hook for every remote.
 */
export function useRouteParam(name: string): string | undefined {
  const params = useParams();
  const { pathname } = useLocation();
  return params[name] ?? matchRoutePath(pathname)?.params[name];
}
