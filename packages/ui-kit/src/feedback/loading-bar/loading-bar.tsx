'use client';

import { useTranslation } from '@clubshop/i18n';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { cx } from '../../primitives/class-names.ts';
import { loadingBarTiming } from './loading-bar-timing.ts';
import './loading-bar.css';

/** What the loading bar shows: nothing, progress, a finished bar or a failed bar. */
export type LoadingBarState = 'idle' | 'loading' | 'done' | 'failed';

/** Props of {@link LoadingBar}. */
export interface LoadingBarProps {
  /** Whether any request is pending (e.g. TanStack Query's `useIsFetching() > 0`). */
  pending: boolean;
  /** Set when a request failed: the bar turns to the error colour, then hides. */
  failed?: boolean;
  /** Accessible name; default `t('Common.Loading')`. */
  label?: string;
  /** Override the timings of docs/product/requirements.md#constants (ms); mostly for stories. */
  timing?: Partial<typeof loadingBarTiming>;
  className?: string;
}

/**
 * A thin progress bar at the top of the page. It appears only if requests stay pending longer
 * than 200 ms, creeps forward over 5000 ms, completes when they finish and hides 500 ms later;
 * a failure shows it in the error colour, then hides it the same way.
 */
export function LoadingBar({ pending, failed = false, label, timing, className }: LoadingBarProps) {
  const t = useTranslation();
  const { throttle, duration, hideAfter } = { ...loadingBarTiming, ...timing };
  const [state, setState] = useState<LoadingBarState>('idle');
  const stateRef = useRef(state);
  stateRef.current = state;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = (next: LoadingBarState, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState(next), delay);
  };

  // Reacts to the edges of `pending` only; the current state is read from a ref.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pending edges only
  useEffect(() => {
    const current = stateRef.current;
    if (pending) {
      if (current === 'idle') schedule('loading', throttle);
      else {
        // Already visible (finishing or failed): carry on loading at once.
        clearTimeout(timer.current);
        setState('loading');
      }
    } else if (current === 'loading') {
      setState('done');
      schedule('idle', hideAfter);
    } else if (current === 'idle') {
      // Finished within the throttle: never shown.
      clearTimeout(timer.current);
    }
  }, [pending]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a failure is reported
  useEffect(() => {
    if (!failed) return;
    setState('failed');
    schedule('idle', hideAfter);
  }, [failed]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const visible = state !== 'idle';
  return (
    <div
      data-slot="loading-bar"
      data-state={state}
      className={cx('cs-loading-bar', className)}
      style={{ '--cs-loading-bar-duration': `${duration}ms` } as CSSProperties}
      {...(visible
        ? {
            role: 'progressbar',
            'aria-label': label ?? t('Common.Loading'),
            'aria-busy': state === 'loading',
          }
        : { 'aria-hidden': true })}
    >
      <div className="cs-loading-bar__fill" />
    </div>
  );
}
