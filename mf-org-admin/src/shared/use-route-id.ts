/**
 * The `:id` of the current route. The shell renders remote pages under its catch-all route, so
 * react-router's params hold only '*': the id comes from matching the path against the route table.
 */
import { useLocation, useParams } from 'react-router-dom';
import { matchRoutePath } from 'shared-contracts';

export function useRouteId(): string {
  const params = useParams();
  const { pathname } = useLocation();
  return params.id ?? matchRoutePath(pathname)?.params.id ?? '';
}
