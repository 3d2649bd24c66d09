import { render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';

/** Renders a page inside a router at `path` (pages link to each other and read their params). */
export function renderPage(element: ReactElement, { path = '/shifts', pattern = path }: { path?: string; pattern?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
