/**
 * Primitives: the small building blocks every other area of the kit (and apps) compose.
 */
export { Alert, type AlertProps, type AlertTone, alertTones } from './alert/alert.tsx';
export { Button, type ButtonProps } from './button/button.tsx';
export {
  type ButtonSize,
  type ButtonVariant,
  buttonVariants,
  defaultButtonVariants,
} from './button/button-variants.ts';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox.tsx';
export { cx } from './class-names.ts';
export { type FieldIds, useFieldIds } from './field/use-field-ids.ts';
export { useIsDesktop, useMediaQuery } from './hooks/use-media-query.ts';
export { IconButton, type IconButtonProps } from './icon-button/icon-button.tsx';
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
} from './icons/icons.tsx';
export { Link, type LinkProps, linkVariants } from './link/link.tsx';
export {
  LinkComponentProvider,
  type LinkRenderer,
  type LinkRendererProps,
  useLinkComponent,
} from './link/link-component.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group.tsx';
export { Select, type SelectOption, type SelectProps } from './select/select.tsx';
export { Spinner, type SpinnerProps, spinnerSizes } from './spinner/spinner.tsx';
export { Input, type InputProps } from './text-field/input.tsx';
export { TextField, type TextFieldProps } from './text-field/text-field.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden.tsx';
