import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import * as iconModule from './icons.tsx';

/** Every icon the module exports, by name. */
const icons = Object.fromEntries(
  Object.entries(iconModule).filter(([name, value]) => name.endsWith('Icon') && typeof value === 'function'),
) as Record<string, ComponentType<iconModule.IconProps>>;

const meta = {
  title: 'Primitives/Icons',
  component: iconModule.BasketIcon,
  subcomponents: icons,
  args: { fontSize: 32 },
  parameters: {
    docs: {
      description: {
        component:
          'The icons of the kit: 24-unit line drawings in `currentColor`, 1em square. Each takes any SVG prop; the tabs below list the ones worth knowing.',
      },
    },
  },
} satisfies Meta<typeof iconModule.BasketIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every icon of the kit, in the current text colour and 1em square: size them with `font-size`.
 * They are decorative (`aria-hidden`): the button or link around them carries the name.
 */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          <Icon {...args} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
/** An icon in the club's primary colour. */
export const Coloured: Story = { args: { color: 'var(--cs-color-primary)' } };
