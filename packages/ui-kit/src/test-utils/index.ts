/** Test helpers of the ui-kit (not published): axe check and a controllable viewport. */
export { seriousA11yViolations } from './axe.ts';
export { setViewportWidth } from './match-media.ts';
export { sampleCountries, sampleNavigation, sampleUsps } from './sample-data.ts';
export { sampleFooter } from './sample-footer.ts';
