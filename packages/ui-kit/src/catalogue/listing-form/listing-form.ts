/**
 * A listing control (sort, filters) as a native GET form to the listing's own address, so it works
 * before the page's code runs and without JavaScript: the browser sends the form's fields plus
 * {@link ListingForm.hiddenFields} (the listing's other parameters) and the server renders the
 * listing they name. With JavaScript the component's callbacks run instead and nothing is sent.
 */
export interface ListingForm {
  /** The listing's address without its query: the form's `action`. */
  action: string;
  /**
   * The listing's other parameters the form keeps (a search's term, the other control's choice), as
   * `[name, value]` pairs in order: a name may come more than once (a filter with two values).
   */
  hiddenFields?: ReadonlyArray<readonly [string, string]> | undefined;
}
