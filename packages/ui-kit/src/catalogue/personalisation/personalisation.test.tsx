import { I18nProvider } from '@clubshop/i18n';
import { Personalisation } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { catalogueDictionary } from '../test-utils/demo-products.ts';

function withDictionary(children: ReactNode) {
  return <I18nProvider dictionary={catalogueDictionary}>{children}</I18nProvider>;
}

function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

describe('Personalisation', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(
      withDictionary(
        <Personalisation type="Player" onChange={() => {}} players={[{ name: 'KANE', number: 9 }]} />,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('eager mode: an invalid name is refused on blur with the translated message, then fixed as you type', async () => {
    const onChange = vi.fn();
    render(withDictionary(<Personalisation type="Personal" onChange={onChange} />));
    const name = screen.getByRole('textbox', { name: /Name on shirt/ });
    await userEvent.type(name, 'J0HN');
    // Not validated while typing the first time.
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    await userEvent.tab();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe('Use letters and spaces only');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'Personal', name: 'J0HN' }, false);
    // While it shows an error, each keystroke validates again.
    await userEvent.clear(name);
    expect(describedText(name)).toBe('This field is required');
    await userEvent.type(name, 'Søren');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(describedText(name)).toBe('');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'Personal', name: 'Søren' }, true);
    expect(screen.queryByRole('textbox', { name: /Shirt number/ })).toBeNull();
  });

  test('starts from the input a server sent back (a refused form posted before hydration), showErrors says why', async () => {
    const onChange = vi.fn();
    render(
      withDictionary(
        <Personalisation
          type="Player"
          onChange={onChange}
          showErrors
          initialValues={{ name: 'J0NES', number: '120' }}
        />,
      ),
    );
    const name = screen.getByRole('textbox', { name: /Name on shirt/ }) as HTMLInputElement;
    const number = screen.getByRole('textbox', { name: /Shirt number/ }) as HTMLInputElement;
    expect(name.value).toBe('J0NES');
    expect(number.value).toBe('120');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'Player', name: 'J0NES', number: 120 }, false);
  });

  test('a player number outside the range is refused with the range in the message', async () => {
    const onChange = vi.fn();
    render(
      withDictionary(<Personalisation type="Player" onChange={onChange} numberMin={1} numberMax={99} />),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Name on shirt/ }), 'Kane');
    const number = screen.getByRole('textbox', { name: /Shirt number/ });
    await userEvent.type(number, '0');
    await userEvent.tab();
    expect(describedText(number)).toBe('Choose a number from 1 to 99');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'Player', name: 'Kane', number: 0 }, false);
    await userEvent.clear(number);
    await userEvent.type(number, '10');
    expect(describedText(number)).toBe('');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'Player', name: 'Kane', number: 10 }, true);
  });

  test('with a squad, the player is chosen from it (no free name); showErrors asks for the choice', async () => {
    const onChange = vi.fn();
    const squad = [
      { name: 'KANE', number: 9 },
      { name: 'SØREN ÆRØ', number: 7 },
    ];
    const { rerender } = render(
      withDictionary(<Personalisation type="Player" onChange={onChange} players={squad} />),
    );
    // No name or number to type: only players of the squad can be printed.
    expect(screen.queryByRole('textbox')).toBeNull();
    const player = screen.getByRole('combobox', { name: /Player/ });
    expect(player.getAttribute('aria-invalid')).not.toBe('true');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'Player', name: '' }, false);
    rerender(
      withDictionary(<Personalisation type="Player" onChange={onChange} players={squad} showErrors />),
    );
    expect(describedText(screen.getByRole('combobox', { name: /Player/ }))).toBe('This field is required');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Player/ }), '7 SØREN ÆRØ');
    expect(describedText(screen.getByRole('combobox', { name: /Player/ }))).toBe('');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'Player', name: 'SØREN ÆRØ', number: 7 }, true);
  });
});
