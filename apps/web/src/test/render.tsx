import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '../app/providers';
import { routes } from './route-objects';

function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** The whole app at `path`, as the browser would show it. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

/** One component with a router and a fresh query cache around it. */
export function renderWithProviders(ui: ReactElement) {
  // A data router, as the app has: hooks such as useRouteLoaderData need one.
  const router = createMemoryRouter([{ id: 'root', path: '*', element: ui }]);
  return render(
    <Providers queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
