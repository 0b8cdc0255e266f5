/**
 * The fixed status colours of every theme (not club colours), so an error always reads as an
 * error; each pair is AA on its own background (tested).
 */
export const statusColors = {
  'info-bg': '#e8f1fb',
  'info-text': '#0b4f8a',
  'success-bg': '#e6f4ea',
  'success-text': '#1e6b34',
  'warning-bg': '#fff4e0',
  'warning-text': '#7a4b00',
  'error-bg': '#fdecea',
  'error-text': '#b3261e',
} as const;
