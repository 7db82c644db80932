import { useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Providers } from '../app/providers';
import { routes } from './route-objects';

function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** The app's providers with a query cache of the test's own, so each test starts empty. */
function TestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createTestQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Providers>{children}</Providers>
    </QueryClientProvider>
  );
}

/** The whole app at `path`, as the browser would show it. */
export function renderRoute(
  path: string,
  { basename, rootData }: { basename?: string; rootData?: Record<string, unknown> } = {},
) {
  // `rootData`: what the real root loader would give (the company's details every footer reads).
  const router = createMemoryRouter(
    rootData ? routes.map((route) => ({ ...route, loader: () => rootData })) : routes,
    {
      initialEntries: [path],
      basename,
      ...(rootData ? { hydrationData: { loaderData: { root: rootData } } } : {}),
    },
  );
  const result = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

/** One component with a router and a fresh query cache around it. */
export function renderWithProviders(ui: ReactElement) {
  // A data router, as the app has: hooks such as useRouteLoaderData need one.
  const router = createMemoryRouter([{ id: 'root', path: '*', element: ui }]);
  return render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}
