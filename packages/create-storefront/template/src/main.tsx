// The kit's one stylesheet: every component's styles.
import '@clubshop/ui-kit/styles.css';
import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App queryClient={new QueryClient()} pageUrl={location.href} />);
