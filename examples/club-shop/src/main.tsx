// The kit's one stylesheet: every component's styles (each component also imports its own, so a
// bundler that tree-shakes CSS may drop this line and load only what the page uses).
import '@clubshop/ui-kit/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
