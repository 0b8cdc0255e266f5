// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  Personalisation,
  type PersonalisationFieldValues,
  type PersonalisationPlayer,
  type PersonalisationProps,
  type PersonalisationType,
  type PersonalisationValue,
} from '../catalogue/personalisation/personalisation.tsx';
