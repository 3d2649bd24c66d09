/** Renders shell UI with the real providers (antd, i18n, a memory router) for component tests. */
import App from 'antd/es/app';
import { configure, render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { initI18n, registerLocales } from 'shared-contracts';
import en from '../locales/en-US.json';
import hi from '../locales/hi.json';

// Pages and antd load lazily, as in the browser: give them time on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

export async function setupI18n(): Promise<void> {
  await initI18n({ plugins: [initReactI18next], onMissingKey: 'throw' });
  registerLocales('shell', { 'en-US': en, hi });
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return { router, ...view };
}

export function renderWithRouter(element: ReactElement, initialPath = '/') {
  return renderRoutes([{ path: '*', element }], initialPath);
}
