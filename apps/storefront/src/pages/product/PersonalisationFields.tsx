/**
 * ui-kit's personalisation fields (with their validation rules) as a chunk of their own: the
 * product page shows them only once the shopper picks a print, so a first visit does not load them.
 */
export { Personalisation as default } from '@clubshop/ui-kit';
