import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Deliberately inaccessible markup, hidden from the sidebar. The axe run of the test command
 * renders it under every club and culture and must find exactly these violations there: if it
 * finds none, the check itself is broken (axe not running, results not read) and the run fails.
 */
const meta = {
  title: 'Checks/Axe canary',
  tags: ['!dev', '!autodocs', 'axe-canary'],
  parameters: {
    axeCanary: { expectedViolations: ['button-name', 'color-contrast'] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grey on white at 2.3:1, and an icon-only button without a name. */
export const SeriousViolations: Story = {
  render: () => (
    <div style={{ background: '#ffffff' }}>
      <p style={{ color: '#aaaaaa' }}>Text at 2.3:1 on white</p>
      <button type="button">
        <svg width="16" height="16" aria-hidden="true">
          <circle cx="8" cy="8" r="6" />
        </svg>
      </button>
    </div>
  ),
};
