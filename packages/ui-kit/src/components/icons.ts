// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  BasketIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  GlobeIcon,
  type IconProps,
  InfoIcon,
  MenuIcon,
  SearchIcon,
  UserIcon,
  WarningIcon,
} from '../primitives/icons/icons.tsx';
