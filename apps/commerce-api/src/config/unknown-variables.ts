/**
 * Variables that look like ours but are not: a typo such as `DATABSE_URL` would otherwise be
 * ignored and the API would start on its defaults (the embedded database). A variable of the
 * environment is reported when its name, upper-cased, is one or two edits (insert, delete,
 * replace, swap two neighbours) from one of ours: one edit for short names (under 8 characters,
 * where two edits join unrelated words such as HOME and HOST).
 */

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The known name a variable name is probably a typo of, or undefined. */
export function likelyIntended(name: string, known: readonly string[]): string | undefined {
  if (known.includes(name)) return undefined;
  const upper = name.toUpperCase();
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    if (upper === candidate) return candidate;
    const allowed = candidate.length < 8 ? 1 : 2;
    const distance = editDistance(upper, candidate, allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** One line per variable of `env` that looks like a typo of one of `known`. */
export function unknownVariableProblems(
  env: Record<string, string | undefined>,
  known: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(env).sort()) {
    const intended = likelyIntended(name, known);
    if (intended) {
      problems.push(
        `${name} is not a variable of the API: did you mean ${intended}? (rename it, or unset it)`,
      );
    }
  }
  return problems;
}
