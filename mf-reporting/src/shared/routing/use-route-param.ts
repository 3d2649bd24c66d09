/**
 * A parameter of the current route ('/issues/details/:id' → id). The shell renders every page under
 * one '*' route, so react-router's params hold no names: they come from matching the URL against
 * the route table, as the shell does.
 */
import { useLocation, useParams } from 'react-router-dom';
import { matchRoutePath } from 'shared-contracts';

export function useRouteParam(name: string): string | undefined {
  const params = useParams();
  const { pathname } = useLocation();
  return params[name] ?? matchRoutePath(pathname)?.params[name];
}
