import { Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { ResetPage } from '../auth/reset-page';
import { BusBridge } from './bus-bridge';
import { SIGN_IN_PATH } from './guarded-history';
import { RESET_PATH, RouteView } from './route-view';

function Root() {
  return (
    <>
      <BusBridge />
      <Outlet />
    </>
  );
}

export const shellRoutes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: SIGN_IN_PATH, element: <LoginPage /> },
      { path: RESET_PATH, element: <ResetPage /> },
      { path: '*', element: <RouteView /> },
    ],
  },
];

/** The routes of a route table, under whichever router is above (the app's, or a test's). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
