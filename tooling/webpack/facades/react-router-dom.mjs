// What the platform uses of react-router-dom. Module Federation cannot tree-shake a shared module,
// so the shared 'react-router-dom' is this list instead of the whole library (58 KB gzip); lint
// allows importing only these names (eslint.config.mjs). Add a name here when a page needs it.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  useBeforeUnload,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
