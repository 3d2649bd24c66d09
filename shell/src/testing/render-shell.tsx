/** Renders shell UI with the real providers (antd, i18n, a router over a guarded memory history) for component tests. */
import App from 'antd/es/app';
import { configure, render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { type RouteObject, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { initI18n, registerLocales } from 'shared-contracts';
import { guardHistory } from '../app/guarded-history';
import { AppRoutes } from '../app/router';
import en from '../locales/en-US.json';
import hi from '../locales/hi.json';

// Pages and antd load lazily, as in the browser: give them time on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

export async function setupI18n(): Promise<void> {
  await initI18n({ plugins: [initReactI18next], onMissingKey: 'throw' });
  registerLocales('shell', { 'en-US': en, hi });
}

/** As the app routes: through the permission guard's history. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [initialPath], v5Compat: true }));
  const view = render(
    <App>
      <HistoryRouter history={history}>
        <AppRoutes routes={routes} />
      </HistoryRouter>
    </App>,
  );
  return { history, ...view };
}

export function renderWithRouter(element: ReactElement, initialPath = '/') {
  return renderRoutes([{ path: '*', element }], initialPath);
}
