/**
 * The name of the footer's newsletter form action (its hidden `_action` field, decision 0034),
 * shared by the form and the server's action.
 */
export const NEWSLETTER_ACTION = 'newsletter';

/** The id of the footer's newsletter section: a posted form comes back scrolled to it. */
export const NEWSLETTER_SECTION_ID = 'newsletter';
