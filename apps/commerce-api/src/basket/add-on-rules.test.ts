import { describe, expect, it } from 'vitest';
import { addOnProblems } from './add-on-rules';

const player = { type: 'Player' as const, players: [{ name: 'Søren Holm', number: 7 }] };
const personal = { type: 'Personal' as const, players: [] };

describe('addOnProblems', () => {
  it('accepts a personal name and a squad player', () => {
    expect(addOnProblems([{ type: 'Personal', name: 'Zoë Müller' }], personal)).toEqual([]);
    expect(addOnProblems([{ type: 'Player', name: 'søren holm', number: 7 }], player)).toEqual([]);
  });

  it('refuses names with other characters, wrong types and numbers out of range', () => {
    expect(addOnProblems([{ type: 'Personal', name: 'R2D2' }], personal)).toEqual([
      {
        message: 'The name may only contain letters and spaces',
        code: 'Api.Error.AddOnName',
        field: 'addOns.0.name',
      },
    ]);
    expect(addOnProblems([{ type: 'Player', name: 'Anna', number: 9 }], personal)[0]?.field).toBe(
      'addOns.0.type',
    );
    expect(addOnProblems([{ type: 'Player', name: 'Søren Holm', number: 0 }], player)[0]?.message).toMatch(
      /between 1 and 99/,
    );
    expect(addOnProblems([{ type: 'Player', name: 'Søren Holm' }], player)[0]?.message).toMatch(
      /needs a shirt number/,
    );
    expect(addOnProblems([{ type: 'Player', name: 'Other Person', number: 7 }], player)[0]).toEqual({
      message: 'No player Other Person with number 7 in the squad',
      code: 'Api.Error.PlayerNotInSquad',
      params: { name: 'Other Person', number: 7 },
      field: 'addOns.0',
    });
    expect(addOnProblems([{ type: 'Personal', name: 'Anna', number: 3 }], personal)[0]?.field).toBe(
      'addOns.0.number',
    );
  });
});
