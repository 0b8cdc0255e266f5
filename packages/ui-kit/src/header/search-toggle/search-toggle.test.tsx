import { SearchToggle, searchToggleTiming } from '@clubshop/ui-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

const form = () => document.querySelector('form')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchToggle', () => {
  it('has no serious accessibility violations, closed and open', async () => {
    const { container } = render(<SearchToggle onSearch={() => {}} />);
    expect(await seriousA11yViolations(container)).toEqual([]);
    fireEvent.click(container.querySelector('button')!);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('submits a trimmed term, then clears and closes; an empty term is not submitted', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchToggle onSearch={onSearch} />);
    const button = document.querySelector<HTMLButtonElement>('[data-slot="icon-button"]')!;
    expect(form().hidden).toBe(true);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Header.CloseSearch');
    const input = screen.getByRole('searchbox', { name: 'Header.Search' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);

    await user.type(input, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    expect(form().hidden).toBe(false);

    await user.clear(input);
    await user.type(input, '  home shirt {Enter}');
    expect(onSearch).toHaveBeenCalledWith('home shirt');
    expect(input.value).toBe('');
    expect(form().hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('button', { name: 'Header.OpenSearch' })).toBe(button);
  });

  it('defaultOpen starts open with the input focused', () => {
    render(<SearchToggle onSearch={() => {}} defaultOpen />);
    expect(form().hidden).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Header.Search' }));
    expect(screen.getByRole('button', { name: 'Header.CloseSearch' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    render(<SearchToggle onSearch={() => {}} />);
    const button = document.querySelector<HTMLButtonElement>('[data-slot="icon-button"]')!;
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(form().hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('click outside closes only from 100 ms after opening', () => {
    vi.useFakeTimers();
    expect(searchToggleTiming.clickOutsideDelay).toBe(100);
    render(
      <>
        <p>outside</p>
        <SearchToggle onSearch={() => {}} />
      </>,
    );
    fireEvent.click(document.querySelector('[data-slot="icon-button"]')!);
    act(() => vi.advanceTimersByTime(99));
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(form().hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    fireEvent.pointerDown(form());
    expect(form().hidden).toBe(false);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(form().hidden).toBe(true);
  });
});
