import { queryKeys } from '@clubshop/api-sdk/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createStorefrontQueryClient } from './app/query-client.ts';
import { createStorefrontClient } from './app/storefront-client.ts';
import { apiOrigin } from './config.ts';
import { createSiteContextHolder } from './site/site-context.ts';
import './styles/shell.css';

const site = createSiteContextHolder();
const queryClient = createStorefrontQueryClient();
const client = createStorefrontClient({
  apiOrigin,
  site,
  // A failed refresh ended the session: whatever was cached for the user is not theirs any more.
  onLogout: () => queryClient.removeQueries({ queryKey: queryKeys.user.all }),
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App client={client} site={site} queryClient={queryClient} pageUrl={window.location.href} />
    </StrictMode>,
  );
}
