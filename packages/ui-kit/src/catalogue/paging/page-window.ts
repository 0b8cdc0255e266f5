/** One slot of a pager: a page number or a gap (`'gap'`) between numbers. */
export type PageSlot = number | 'gap';

/**
 * The pages a pager shows: always the first and last page, the current page and `siblings`
 * pages either side of it, with a gap where numbers are left out. A gap never stands for a single
 * page (that page is shown instead).
 *
 * @example pageWindow(6, 12) // [1, 'gap', 5, 6, 7, 'gap', 12]
 */
export function pageWindow(current: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  let start = Math.max(1, page - siblings);
  let end = Math.min(pageCount, page + siblings);
  // Absorb a gap of one page at either end.
  if (start === 3) start = 2;
  if (end === pageCount - 2) end = pageCount - 1;
  const slots: PageSlot[] = [];
  if (start > 1) slots.push(1);
  if (start > 2) slots.push('gap');
  for (let number = start; number <= end; number++) slots.push(number);
  if (end < pageCount - 1) slots.push('gap');
  if (end < pageCount) slots.push(pageCount);
  return slots;
}
