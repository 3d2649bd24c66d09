// What the platform uses of react-router-dom. Module Federation cannot tree-shake a shared module,
// so the shared 'react-router-dom' is this list instead of the whole library (58 KB gzip); lint
// allows importing only these names (eslint.config.mjs). Add a name here when a page needs it.
//
// The shell routes declaratively (a history router and useRoutes), not with the data router
// (createBrowserRouter): the platform uses no loaders, actions or fetchers, and the data router
// weighs 14 KB gzip more on every page. The permission guard sits in the history instead of
// useBlocker (shell/src/app/guarded-history.ts).
export {
  Link,
  Navigate,
  Outlet,
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
