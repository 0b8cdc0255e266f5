import { useTranslation } from '@clubshop/i18n';
import { Button, CloseIcon, IconButton, Input, SearchIcon } from '@clubshop/ui-kit';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useHydrated } from '../../app/ClientOnly.tsx';
import { paths, SEARCH_TERM_PARAM, searchUrl } from '../../routing/paths.ts';
import { closePopover, isPopoverOpen } from '../../shell/popover.ts';

/**
 * The header's search toggle (docs/product/requirements.md#header) as native HTML: a button that
 * opens a `popover` holding a GET form to /search-page/ with the term as `q`. So it works from the
 * first paint, before the page's code runs and without it (docs/decisions/0036); the browser
 * opens and closes it (Escape, a tap outside). Its code loads as an island on the first pointer,
 * touch, focus or key on it (the header's `HeaderSearch` island); once hydrated, a search goes
 * through the router, then empties and closes the input, and the button reads "Close search"
 * while it is open. A blank term is the shop's to answer, in its language, not the browser's
 * (whose "required" message is in the browser's language): before hydration it goes to the
 * search page, which says what to do; once hydrated the form says it under the input.
 */
export default function HeaderSearch() {
  const t = useTranslation();
  const hydrated = useHydrated();
  const [, navigate] = useLocation();
  const formId = useId();
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [blank, setBlank] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The browser opens and closes the popover; the button and the focus follow it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const onToggle = (event: Event) => {
      const isOpen = (event as ToggleEvent).newState === 'open';
      setOpen(isOpen);
      if (isOpen) inputRef.current?.focus();
      else setBlank(false);
    };
    form.addEventListener('toggle', onToggle);
    // Opened before hydration: the state catches up.
    if (isPopoverOpen(form)) setOpen(true);
    return () => form.removeEventListener('toggle', onToggle);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    const term = input?.value.trim() ?? '';
    if (!input) return;
    setBlank(!term);
    if (!term) {
      input.focus();
      return;
    }
    input.value = '';
    // Let the focus go before the popover closes, or the browser hands it back to the toggle and
    // the results page's heading never gets it (as the burger's menu does; decision 0077).
    input.blur();
    closePopover(event.currentTarget);
    navigate(searchUrl(term));
  };

  return (
    <div className="sf-search" data-slot="search-toggle">
      <IconButton
        label={open ? t('Header.CloseSearch') : t('Header.OpenSearch')}
        popoverTarget={formId}
        aria-controls={formId}
        // Before hydration the browser tells assistive technology whether the popover is open.
        {...(hydrated ? { 'aria-expanded': open } : {})}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </IconButton>
      <search>
        <form
          ref={formRef}
          id={formId}
          popover="auto"
          className="sf-search__form"
          action={paths.search}
          method="get"
          onSubmit={submit}
        >
          <Input
            ref={inputRef}
            type="search"
            name={SEARCH_TERM_PARAM}
            aria-label={t('Header.Search')}
            placeholder={t('Header.SearchPlaceholder')}
            enterKeyHint="search"
            {...(blank ? { 'aria-invalid': true, 'aria-describedby': messageId } : {})}
            onInput={() => setBlank(false)}
            autoComplete="off"
            // The browser focuses it when the popover opens, before the island's code is there too
            // (an autofocus inside a popover is the popover's, never the page's; decision 0077).
            autoFocus
          />
          <Button type="submit" size="sm">
            {t('Header.Search')}
          </Button>
          {blank ? (
            <p id={messageId} className="sf-search__message" role="alert">
              {t('Search.EnterTerm')}
            </p>
          ) : null}
        </form>
      </search>
    </div>
  );
}
