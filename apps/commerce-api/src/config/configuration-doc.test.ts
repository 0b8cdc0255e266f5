/** docs/configuration.md's API table lists exactly the variables of the schema. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envVariableNames } from './env-schema.ts';

describe('docs/configuration.md', () => {
  it('documents every variable of the API, and no other', () => {
    const doc = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');
    const start = doc.indexOf('## API');
    const next = doc.indexOf('\n## ', start + 1);
    const api = doc.slice(start, next === -1 ? undefined : next);
    const documented = [...api.matchAll(/^\| `([A-Z_0-9]+)`/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...envVariableNames].sort());
  });
});
