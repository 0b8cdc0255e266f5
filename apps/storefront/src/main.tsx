import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder shell until the storefront lands (issue 7).
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>ClubShop</h1>
      </main>
    </StrictMode>,
  );
