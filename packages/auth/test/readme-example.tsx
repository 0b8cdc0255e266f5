// The README's example, compiled by `typecheck` so it stays true.
import { createClient } from '@clubshop/api-sdk';
import { ApiClientProvider, createAuthBridge, RequireAuth, useAuth, useProfile } from '@clubshop/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// The bridge reads `client` only when a refresh runs, after it exists.
const auth = createAuthBridge({ authenticate: (grant) => client.users.authenticate(grant) });
const client = createClient({
  hosts: 'http://localhost:4000',
  // The site's StoreId, culture, currency and root category: clientContextFromSettings(settings).
  context: { storeId: '1001', culture: 'en', currency: 'GBP' },
  auth,
});
const queryClient = new QueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

export function LoginForm() {
  const { isLoggedIn, login, logout } = useAuth();
  if (isLoggedIn)
    return (
      <button type="button" onClick={logout}>
        Logout
      </button>
    );
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const ok = await login({
          username: String(form.get('email')),
          password: String(form.get('password')),
        });
        if (!ok) alert('Email or password is wrong');
      }}
    >
      <input name="email" type="email" />
      <input name="password" type="password" />
      <button type="submit">Login</button>
    </form>
  );
}

function Profile() {
  const profile = useProfile();
  return <p>{profile.data?.firstName}</p>;
}

// Any router: pass its navigate function (react-router's `useNavigate()`, TanStack Router's …).
export function ProfilePage({ navigate }: { navigate: (path: string) => void }) {
  return (
    <RequireAuth navigate={navigate}>
      <Profile />
    </RequireAuth>
  );
}
