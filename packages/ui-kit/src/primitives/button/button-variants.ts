/**
 * The variants of Button and IconButton, declared once: the components type their props from
 * this, the CSS selects on the matching `data-variant` / `data-size` values, the stories list them.
 */
export const buttonVariants = {
  variant: ['primary', 'secondary', 'outline', 'ghost'],
  size: ['sm', 'md', 'lg'],
} as const;

/** A Button variant. */
export type ButtonVariant = (typeof buttonVariants.variant)[number];
/** A Button size. */
export type ButtonSize = (typeof buttonVariants.size)[number];

/** Defaults of the variants. */
export const defaultButtonVariants = { variant: 'primary', size: 'md' } as const satisfies {
  variant: ButtonVariant;
  size: ButtonSize;
};
