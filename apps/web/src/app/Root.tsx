import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/queryClient.ts';
import { getJwtMessage } from '../shared/api/tokens/getJwtMessage.ts';
import { getToken } from '../shared/auth/authState.ts';
import { locate } from '../shared/locate.ts';
import { setNavigator } from '../shared/navigation.ts';
import { Shell } from '../routes/Shell.tsx';
import { ShellFailure } from '../routes/ShellFailure.tsx';
import { useRouteEffects } from './useRouteEffects.ts';

function RootLayout() {
  useRouteEffects();
  useEffect(() => {
    // Once per visit: tell the user when the account was signed in elsewhere (510120 → a five-second notice).
    const token = getToken();
    if (token) getJwtMessage(locate(window.location.pathname).device, token).catch(() => undefined);
  }, []);
  return <Shell />;
}

const router = createBrowserRouter([{ path: '*', element: <RootLayout />, errorElement: <ShellFailure /> }]);
setNavigator((to, opts) => void router.navigate(to, { replace: opts?.replace }));

export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
