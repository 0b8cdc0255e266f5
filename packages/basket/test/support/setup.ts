import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered (testing-library only does this itself with vitest globals on).
afterEach(() => {
  cleanup();
});
