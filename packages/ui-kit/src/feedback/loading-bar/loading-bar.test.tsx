import { LoadingBar, loadingBarTiming } from '@clubshop/ui-kit';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

const bar = () => document.querySelector<HTMLElement>('[data-slot="loading-bar"]')!;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LoadingBar', () => {
  it('has no serious accessibility violations, hidden or showing', async () => {
    const { container, rerender } = render(<LoadingBar pending={false} />);
    expect(await seriousA11yViolations(container)).toEqual([]);
    rerender(<LoadingBar pending failed />);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  describe('timing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('uses the required timings', () => {
      expect(loadingBarTiming).toEqual({ throttle: 200, duration: 5000, hideAfter: 500 });
    });

    it('shows only after 200 ms of pending, finishes, then hides 500 ms later', () => {
      const { rerender } = render(<LoadingBar pending />);
      expect(bar().dataset.state).toBe('idle');
      expect(screen.queryByRole('progressbar')).toBeNull();
      advance(199);
      expect(bar().dataset.state).toBe('idle');
      advance(1);
      expect(bar().dataset.state).toBe('loading');
      expect(screen.getByRole('progressbar', { name: 'Common.Loading' })).toBeTruthy();
      expect(bar().style.getPropertyValue('--cs-loading-bar-duration')).toBe('5000ms');

      advance(8000);
      expect(bar().dataset.state).toBe('loading');
      rerender(<LoadingBar pending={false} />);
      expect(bar().dataset.state).toBe('done');
      advance(499);
      expect(bar().dataset.state).toBe('done');
      advance(1);
      expect(bar().dataset.state).toBe('idle');
    });

    it('never shows for requests that finish within the throttle', () => {
      const { rerender } = render(<LoadingBar pending />);
      advance(150);
      rerender(<LoadingBar pending={false} />);
      advance(1000);
      expect(bar().dataset.state).toBe('idle');
    });

    it('keeps going when a new request starts while finishing', () => {
      const { rerender } = render(<LoadingBar pending />);
      advance(200);
      rerender(<LoadingBar pending={false} />);
      advance(300);
      rerender(<LoadingBar pending />);
      expect(bar().dataset.state).toBe('loading');
      advance(1000);
      expect(bar().dataset.state).toBe('loading');
    });

    it('shows a failure at once, then hides it after 500 ms', () => {
      const { rerender } = render(<LoadingBar pending />);
      advance(50);
      rerender(<LoadingBar pending={false} failed />);
      expect(bar().dataset.state).toBe('failed');
      advance(499);
      expect(bar().dataset.state).toBe('failed');
      advance(1);
      expect(bar().dataset.state).toBe('idle');
    });
  });
});
