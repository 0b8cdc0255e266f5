/**
 * Server-side checks of a line's personalisation against the product's add-on, with the same
 * rules the storefront's forms use (`addOnName`, `between_playerNumber` of @clubshop/validation).
 */
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import { rules } from '@clubshop/validation';
import type { LineAddOn } from '../db/tables/basket';
import { apiMessage } from '../messages/api-messages.ts';

/** The add-on a product offers, as the check needs it. */
export interface OfferedAddOn {
  type: 'Personal' | 'Player';
  players: ReadonlyArray<{ name: string; number: number }>;
}

/** One problem with a personalisation, and the payload field it is about. */
export type AddOnProblem = ApiErrorItem & { field: string };

/** Problems of the personalisations sent with an add; empty when they may be printed. */
export function addOnProblems(addOns: readonly LineAddOn[], offered: OfferedAddOn): AddOnProblem[] {
  const problems: AddOnProblem[] = [];
  addOns.forEach((addOn, index) => {
    const at = `addOns.${index}`;
    if (addOn.type !== offered.type) {
      problems.push(
        problem(
          apiMessage('Api.Error.AddOnWrongType', { offered: offered.type, sent: addOn.type }),
          `${at}.type`,
        ),
      );
      return;
    }
    if (!rules.addOnName(addOn.name) || addOn.name.trim() === '') {
      problems.push(problem(apiMessage('Api.Error.AddOnName'), `${at}.name`));
    }
    if (addOn.type === 'Player') {
      if (addOn.number === undefined) {
        problems.push(problem(apiMessage('Api.Error.PlayerNumberMissing'), `${at}.number`));
      } else if (!rules.between_playerNumber(addOn.number, { min: 1, max: 99 })) {
        problems.push(
          problem(apiMessage('Api.Error.PlayerNumberRange', { min: 1, max: 99 }), `${at}.number`),
        );
      } else if (
        offered.players.length > 0 &&
        !offered.players.some((player) => player.number === addOn.number && sameName(player.name, addOn.name))
      ) {
        problems.push(
          problem(apiMessage('Api.Error.PlayerNotInSquad', { name: addOn.name, number: addOn.number }), at),
        );
      }
    } else if (addOn.number !== undefined) {
      problems.push(problem(apiMessage('Api.Error.PersonalHasNoNumber'), `${at}.number`));
    }
  });
  return problems;
}

function problem(error: ApiErrorItem, field: string): AddOnProblem {
  return { ...error, field };
}

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}
