'use client';

import type { ReactNode } from 'react';
import { RadioGroup } from '../../primitives/radio-group/radio-group.tsx';
import './provider-selectors.css';

/**
 * The required radio group of the shipping and payment selectors: one radio per provider, valued
 * by its id, with the label and hint the selector makes for it.
 */
export function ProviderRadioGroup<TProvider extends { id: string }>(props: {
  legend: string;
  name: string;
  providers: readonly TProvider[];
  value: string | null | undefined;
  onSelect: (providerId: string) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  label: (provider: TProvider) => ReactNode;
  hint: (provider: TProvider) => string | undefined;
}) {
  return (
    <RadioGroup
      className="cs-provider-selector"
      label={props.legend}
      name={props.name}
      value={props.value ?? ''}
      onValueChange={(providerId) => props.onSelect(providerId)}
      error={props.error}
      required
      {...(props.disabled ? { disabled: props.disabled } : {})}
      options={props.providers.map((provider) => {
        const hint = props.hint(provider);
        return { value: provider.id, label: props.label(provider), ...(hint ? { hint } : {}) };
      })}
    />
  );
}
