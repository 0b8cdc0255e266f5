/** The back office in the browser: one root, the staff's language from the page, screens on demand. */
import { isHttpError } from '@clubshop/api-sdk';
import { I18nProvider } from '@clubshop/i18n';
import { defaultTheme, resolveTheme, themeToCssVariables } from '@clubshop/theming/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cultureOf, localeOf } from './messages/index.ts';
import { messagesOf } from './routes/route-messages.ts';
import { Shell } from './shell/shell.tsx';
import './app/app.css';

const culture = cultureOf(document.documentElement.lang, undefined);
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call (401, 403, 404) will not pass on a second try.
      retry: (count, error) => count < 2 && !(isHttpError(error) && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// The ui-kit's look comes from the theme's custom properties, set through the DOM (the CSP
// allows no inline style element).
for (const [name, value] of Object.entries(themeToCssVariables(resolveTheme(defaultTheme))))
  document.documentElement.style.setProperty(name, value);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider locale={localeOf[culture]} culture={culture} dictionary={messagesOf(culture)}>
        <QueryClientProvider client={queryClient}>
          <Shell culture={culture} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
