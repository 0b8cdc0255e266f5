import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { Personalisation } from './personalisation.tsx';

const meta = {
  title: 'Catalogue/Personalisation',
  component: Personalisation,
  decorators: [maxWidth(480)],
  args: { type: 'Player', onChange: () => {} },
} satisfies Meta<typeof Personalisation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and shirt number (1-99). Type "J0HN" and leave the field to see the eager validation. */
export const Player: Story = {};
/** The shopper's own name only. */
export const Personal: Story = { args: { type: 'Personal' } };
/** The club's squad to choose from. */
export const WithSquad: Story = {
  args: {
    players: [
      { name: 'OKAFOR', number: 9 },
      { name: 'LINDQVIST', number: 4 },
      { name: 'MÜLLER', number: 23 },
    ],
  },
};
/** After "Add to basket" with nothing filled in: every error shows. */
export const Errors: Story = { args: { showErrors: true } };
