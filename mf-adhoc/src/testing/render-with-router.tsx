/** Renders UI under a router over a memory history, as the shell's router hosts it; `where()` is the current path and search. */
import { render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';

export function renderWithRouter(element: ReactElement, path = '/') {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const view = render(<HistoryRouter history={history}>{element}</HistoryRouter>);
  const where = () => `${history.location.pathname}${history.location.search}`;
  return { ...view, history, where };
}
