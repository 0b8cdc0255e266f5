import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// React Query tells its hooks about a change on a 0 ms timer, which act() does not wait for: on a
// busy machine a state asserted right after an act() (a mutation's isError) could still be the
// old one. Delivered in a microtask, the change is inside the act().
notifyManager.setScheduler(queueMicrotask);

// The in-process API shares two cores with everything else: give `waitFor` room.
configure({ asyncUtilTimeout: 15_000 });

// Unmount what each test rendered (testing-library only does this itself with vitest globals on).
afterEach(() => {
  cleanup();
});
