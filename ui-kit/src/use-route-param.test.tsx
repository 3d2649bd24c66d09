import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useRouteParam } from './use-route-param';

function Shown({ name }: { name: string }) {
  return <output>{useRouteParam(name) ?? 'none'}</output>;
}

const at = (path: string, pattern: string, name = 'id') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<Shown name={name} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('useRouteParam', () => {
  it('reads the parameter from the route table under the shell’s catch-all route', () => {
    at('/issues/details/iss-7', '*');
    expect(screen.getByRole('status').textContent).toBe('iss-7');
  });

  it('takes the router’s own parameter when the pattern is declared', () => {
    at('/anything/abc', '/anything/:id');
    expect(screen.getByRole('status').textContent).toBe('abc');
  });

  it('is undefined for a parameter the route does not have', () => {
    at('/issues/details/iss-7', '*', 'token');
    expect(screen.getByRole('status').textContent).toBe('none');
  });
});
