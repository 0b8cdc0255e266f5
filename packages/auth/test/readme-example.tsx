// The README's example, compiled by `typecheck` so it stays true.
import { type ClientContext, clientContextFromSettings, createClient } from '@clubshop/api-sdk';
import { ApiClientProvider, createAuthBridge, RequireAuth, useAuth, useProfile } from '@clubshop/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// The site's StoreId, culture and currency, once the settings answer (see @clubshop/api-sdk).
let site: ClientContext | undefined;
// The bridge keeps the tokens in cookies and refreshes them; it reads `client` only when a
// refresh runs, after it exists.
const auth = createAuthBridge({ authenticate: (grant) => client.users.authenticate(grant) });
const client = createClient({
  hosts: 'http://localhost:4000',
  context: () => site ?? { culture: 'en' },
  auth,
});
site = clientContextFromSettings((await client.settings.get(location.href)).views.clubSettings);
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
        // Resolves true, or false (and logs why) when the API refuses or cannot be reached.
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

// Any router: pass its navigate function (react-router's `useNavigate()`, TanStack Router's …).
export function ProfilePage({ navigate }: { navigate: (path: string) => void }) {
  return (
    <RequireAuth navigate={navigate}>
      <Profile />
    </RequireAuth>
  );
}

function Profile() {
  const profile = useProfile();
  return <p>{profile.data?.firstName}</p>;
}
