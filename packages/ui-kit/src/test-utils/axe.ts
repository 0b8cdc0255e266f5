import axe from 'axe-core';

/**
 * Runs axe-core on a rendered container and returns the serious and critical violations, as
 * `rule: target` strings so a failing assertion says what is wrong. Colour contrast cannot be
 * computed in jsdom (no layout); the theming package tests contrast of every token pair.
 */
export async function seriousA11yViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
    );
}
