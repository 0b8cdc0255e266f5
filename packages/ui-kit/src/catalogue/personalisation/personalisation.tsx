'use client';

import { useI18n } from '@clubshop/i18n';
import { defaultPlayerNumberRange, type FormRules, fieldLimits } from '@clubshop/validation';
import { useForm } from '@clubshop/validation/react';
import { useEffect, useRef } from 'react';
import { useErrorText } from '../../forms/form-kit/use-error-text.ts';
import { Select } from '../../primitives/select/select.tsx';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import './personalisation.css';

/**
 * The kinds of personalisation (docs/product/requirements.md#entities): the shopper's own name, or
 * a player's name and number.
 */
export type PersonalisationType = 'Personal' | 'Player';

/** What is printed: a name, and for Player a shirt number. Fits the contract's basket add-on. */
export interface PersonalisationValue {
  type: PersonalisationType;
  name: string;
  /** The shirt number (Player only). */
  number?: number | undefined;
}

/** A player the club offers for a Player print. */
export interface PersonalisationPlayer {
  name: string;
  number: number;
}

/** Props of {@link Personalisation}. */
export interface PersonalisationProps {
  /** `Personal`: a name only. `Player`: a name and a shirt number. */
  type: PersonalisationType;
  /** Called on every change with the value and whether it passes the rules. */
  onChange: (value: PersonalisationValue, valid: boolean) => void;
  /** The add-on's name length limit; default `fieldLimits.addOnName.max` (20, what the API accepts). */
  nameMaxLength?: number | undefined;
  /** The shirt number range; default the `between_playerNumber` rule's 1-99. */
  numberMin?: number | undefined;
  numberMax?: number | undefined;
  /**
   * The club's squad (Player): given, the shopper chooses one of them (a player who is not in it
   * cannot be printed); without it, name and number are typed.
   */
  players?: readonly PersonalisationPlayer[] | undefined;
  /** Show every error now, e.g. after "Add to basket" was pressed with invalid input. */
  showErrors?: boolean | undefined;
  /** Legend; default the text of `Personalisation.Legend`. */
  legend?: string | undefined;
  /**
   * What the fields start with: the shopper's input a server sends back when it refused a form
   * posted before hydration (decision 0034), so the print is not typed twice.
   */
  initialValues?: Partial<PersonalisationFieldValues> | undefined;
}

/** The fields as typed: `player` is a squad choice (`<number>-<name>`), `number` the typed text. */
export interface PersonalisationFieldValues {
  /** The squad player chosen (`<number>-<name>`), when the club has a squad. */
  player: string;
  /** The name typed. */
  name: string;
  /** The shirt number as typed. */
  number: string;
}

type Values = PersonalisationFieldValues;

function playerKey(player: PersonalisationPlayer): string {
  return `${player.number}-${player.name}`;
}

function toValue(
  type: PersonalisationType,
  values: Values,
  squad: readonly PersonalisationPlayer[] | undefined,
): PersonalisationValue {
  if (squad) {
    const player = squad.find((candidate) => playerKey(candidate) === values.player);
    return player ? { type, name: player.name, number: player.number } : { type, name: '' };
  }
  const trimmed = values.name.trim();
  return type === 'Player' && values.number !== ''
    ? { type, name: trimmed, number: Number(values.number) }
    : { type, name: trimmed };
}

/**
 * Name (and shirt number) to print on a shirt, validated in eager mode with the rules of
 * docs/product/requirements.md#validation-rules.
 *
 * - `Personal`: the shopper's own name, `addOnName` (letters and spaces) and the length limit.
 * - `Player` with the club's `players`: the squad is the choice (a required select): only a
 *   player who is in it can be printed, so nothing is refused after "Add to basket".
 * - `Player` without a squad: a name and a shirt number (`between_playerNumber`).
 *
 * Messages come from `Form.Validation.*` in the active culture.
 *
 * Dictionary keys: `Personalisation.Legend`, `Personalisation.Name`, `Personalisation.Number`,
 * `Personalisation.Player`, `Personalisation.ChoosePlayer`, `Form.Validation.*`.
 */
export function Personalisation({
  type,
  onChange,
  nameMaxLength = fieldLimits.addOnName.max,
  numberMin = defaultPlayerNumberRange.min,
  numberMax = defaultPlayerNumberRange.max,
  players,
  showErrors = false,
  legend,
  initialValues,
}: PersonalisationProps) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const squad = type === 'Player' && players && players.length > 0 ? players : undefined;
  const rules: FormRules<Values> = squad
    ? { player: ['required'] }
    : {
        name: ['required', 'addOnName', ['max', { length: nameMaxLength }]],
        number:
          type === 'Player' ? ['required', ['between_playerNumber', { min: numberMin, max: numberMax }]] : [],
      };
  const form = useForm<Values>({
    initialValues: { player: '', name: '', number: '', ...initialValues },
    rules,
  });
  const { values, isValid } = form;

  // The latest callbacks, so the effects below run on value changes only (a parent's new
  // onChange function each render is not a change).
  const latest = useRef({ onChange, validate: form.validate, squad });
  latest.current = { onChange, validate: form.validate, squad };

  useEffect(() => {
    latest.current.onChange(toValue(type, values, latest.current.squad), isValid);
  }, [values, isValid, type]);

  useEffect(() => {
    if (showErrors) latest.current.validate();
  }, [showErrors]);

  return (
    <fieldset className="cs-personalisation">
      <legend className="cs-personalisation__legend">{legend ?? t('Personalisation.Legend')}</legend>
      {squad ? (
        <Select
          {...form.field('player')}
          label={t('Personalisation.Player')}
          placeholder={t('Personalisation.ChoosePlayer')}
          options={squad.map((player) => ({
            value: playerKey(player),
            label: `${player.number} ${player.name}`,
          }))}
          required
          error={errorText(form.errors.player)}
        />
      ) : (
        <div className="cs-personalisation__fields">
          <TextField
            {...form.field('name')}
            fieldClassName="cs-personalisation__name"
            label={t('Personalisation.Name')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={nameMaxLength}
            required
            error={errorText(form.errors.name)}
          />
          {type === 'Player' && (
            <TextField
              {...form.field('number')}
              fieldClassName="cs-personalisation__number"
              label={t('Personalisation.Number')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={String(numberMax).length}
              required
              error={errorText(form.errors.number)}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
