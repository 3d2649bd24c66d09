/**
 * A parameter of the current route (`:id` by default). The shell renders remote pages under its
 * catch-all route, so react-router's params hold only '*': the value comes from matching the path
 * against the route table.
 */
import { useLocation, useParams } from 'react-router-dom';
import { matchRoutePath } from 'shared-contracts';

export function useRouteId(name = 'id'): string {
  const params = useParams();
  const { pathname } = useLocation();
  return params[name] ?? matchRoutePath(pathname)?.params[name] ?? '';
}
