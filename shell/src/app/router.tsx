import { Outlet, createBrowserRouter } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { ResetPage } from '../auth/reset-page';
import { BusBridge } from './bus-bridge';
import { PermissionGuard } from './permission-guard';
import { RouteView } from './route-view';

function Root() {
  return (
    <>
      <PermissionGuard />
      <BusBridge />
      <Outlet />
    </>
  );
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      children: [
        { path: '/auth/login', element: <LoginPage /> },
        { path: '/auth/reset', element: <ResetPage /> },
        { path: '*', element: <RouteView /> },
      ],
    },
  ]);
}
