import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The in-process API shares two cores with everything else: give `waitFor` room.
configure({ asyncUtilTimeout: 15_000 });

// Unmount what each test rendered (testing-library only does this itself with vitest globals on).
afterEach(() => {
  cleanup();
});
