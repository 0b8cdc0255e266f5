/**
 * Server-side checks of a line's personalisation against the product's add-on, with the same
 * rules the storefront's forms use (`addOnName`, `between_playerNumber` of @clubshop/validation).
 */
import { rules } from '@clubshop/validation';
import type { LineAddOn } from './tables';

/** The add-on a product offers, as the check needs it. */
export interface OfferedAddOn {
  type: 'Personal' | 'Player';
  players: ReadonlyArray<{ name: string; number: number }>;
}

/** One problem with a personalisation, and the payload field it is about. */
export interface AddOnProblem {
  message: string;
  field: string;
}

/** Problems of the personalisations sent with an add; empty when they may be printed. */
export function addOnProblems(addOns: readonly LineAddOn[], offered: OfferedAddOn): AddOnProblem[] {
  const problems: AddOnProblem[] = [];
  addOns.forEach((addOn, index) => {
    const at = `addOns.${index}`;
    if (addOn.type !== offered.type) {
      problems.push({
        message: `This product offers ${offered.type} personalisation, not ${addOn.type}`,
        field: `${at}.type`,
      });
      return;
    }
    if (!rules.addOnName(addOn.name) || addOn.name.trim() === '') {
      problems.push({ message: 'The name may only contain letters and spaces', field: `${at}.name` });
    }
    if (addOn.type === 'Player') {
      if (addOn.number === undefined) {
        problems.push({ message: 'A player personalisation needs a shirt number', field: `${at}.number` });
      } else if (!rules.between_playerNumber(addOn.number, { min: 1, max: 99 })) {
        problems.push({ message: 'The shirt number must be between 1 and 99', field: `${at}.number` });
      } else if (
        offered.players.length > 0 &&
        !offered.players.some((player) => player.number === addOn.number && sameName(player.name, addOn.name))
      ) {
        problems.push({
          message: `No player ${addOn.name} with number ${addOn.number} in the squad`,
          field: at,
        });
      }
    } else if (addOn.number !== undefined) {
      problems.push({ message: 'A personal name has no shirt number', field: `${at}.number` });
    }
  });
  return problems;
}

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}
