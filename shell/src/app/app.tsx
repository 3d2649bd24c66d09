import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';

export function ShellApp() {
  const router = useMemo(() => createRouter(), []);
  return <RouterProvider router={router} />;
}
