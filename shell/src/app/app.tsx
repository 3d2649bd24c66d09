import { useMemo } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { guardHistory } from './guarded-history';
import { AppRoutes, shellRoutes } from './router';

export function ShellApp() {
  const history = useMemo(() => guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true })), []);
  return (
    <HistoryRouter history={history}>
      <AppRoutes routes={shellRoutes} />
    </HistoryRouter>
  );
}
