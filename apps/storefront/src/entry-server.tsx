/**
 * The server's entry: renders one request's page with React's streaming renderer, from data
 * loaded for that request alone (its own query cache, jotai store, cookie jar, api client and
 * session), and hands the browser that data with the page so it hydrates without a request.
 */
import { errorStatusCode } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { canResumeSession, resumeSession } from '@clubshop/auth';
import { StrictMode } from 'react';
import { dehydrateQueries } from './app/dehydration.ts';
import type { AppLogger } from './app/logger.ts';
import type { ClientAssets } from './app/route-assets.ts';
import { formActionResultKey } from './forms/form-action-result.ts';
import { Root } from './Root.tsx';
import { pagesOf } from './routing/preload-page.ts';
import { answerVersion } from './ssr/answer-version.ts';
import { bootAfterPaintScript } from './ssr/boot-after-paint.ts';
import { beforeInlineScript, bootStateElement } from './ssr/boot-state-script.ts';
import { dictionaryApart } from './ssr/dictionary-file.ts';
import { putFlash, takeFlash } from './ssr/form-actions/flash-cookie.ts';
import { ACTION_FIELD, formActions } from './ssr/form-actions/form-actions.ts';
import { holdBasketOnServer } from './ssr/held-basket.ts';
import { holdSessionOnServer } from './ssr/held-session.ts';
import { loadPage, loadSite } from './ssr/load-page.ts';
import {
  isPersonalPage,
  PERSONAL_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
} from './ssr/page-cache/cache-policy.ts';
import { type InlineHashes, inlineHashes } from './ssr/page-cache/inline-hashes.ts';
import { pageTags, SURROGATE_KEY_HEADER } from './ssr/page-cache/page-tags.ts';
import { renderDocument } from './ssr/render-document.ts';
import { type ApiAccess, createRequestContext, type RequestContext } from './ssr/request-context.ts';
import { settingsApart } from './ssr/settings-file.ts';
import type { SharedAnswers } from './ssr/shared-answers.ts';
import { consentMarkScript } from './tracking/consent-mark.ts';

export type { ClientAssets, RouteAssets } from './app/route-assets.ts';

/** One request to render. */
export interface PageRenderRequest {
  /** The page's public URL: what the shopper's browser shows (protocol and host as forwarded). */
  url: URL;
  /** The request's `Cookie` header. */
  cookieHeader: string | null;
  /**
   * The CSP nonce of this response: every inline script and style of a personal page carries it
   * (a page a shared cache may keep is rendered without it: see `PageRenderResult.inlineHashes`).
   */
  nonce: string;
  /** How the server reaches the commerce API. */
  api: ApiAccess;
  /** The client build's entry and route assets. */
  assets: ClientAssets;
  /**
   * The answers every shopper sees alike, shared by the requests of the process (see
   * `createSharedAnswers`); without it each request asks the API for everything.
   */
  sharedAnswers?: SharedAnswers | undefined;
  logger?: AppLogger | undefined;
}

/** The page's answer, for the HTTP server to send with its own headers added. */
export interface PageRenderResult {
  status: number;
  headers: Headers;
  /** The whole HTML document; null for a redirect. */
  body: Buffer | null;
  /**
   * Set when the page may be shared by a cache (ssr/page-cache/): it was rendered without the
   * request's nonce, and these hashes of its inline scripts and styles are what its CSP allows.
   */
  inlineHashes?: InlineHashes | undefined;
}

export { createSharedAnswers, type SharedAnswers } from './ssr/shared-answers.ts';

/**
 * Renders the page of one request: loads its data (see `loadPage`), answers a redirect at once,
 * otherwise streams the whole document with the page's status. Cookies the request's session or
 * basket wrote (a refresh on the server) go out as `Set-Cookie`. Pages rendered for a visitor
 * with a cookie of the shop, and the personal pages (basket, checkout, account...), are
 * `private, no-store` with the request's nonce; anonymous ones may be kept by a shared cache,
 * tagged with their site, products and categories, with the hashes of their inline scripts
 * instead of a nonce (ssr/page-cache/).
 * A form action's result waiting in its one-time cookie (a success, see `runFormAction`) is
 * handed to the page.
 */
export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const context = createRequestContext(request);
  const flash = takeFlash(context.cookies);
  if (flash) context.queryClient.setQueryData(formActionResultKey, flash);
  return renderInContext(request, context);
}

/** One form posted to a page (see `runFormAction`). */
export interface FormActionRenderRequest extends PageRenderRequest {
  /** The posted fields (`_action` names the action). */
  form: URLSearchParams;
}

/**
 * Runs the form action a page's form posted (decision 0034), in the request's own scope: its
 * session and basket cookies, its site. The goal reached, it answers 303 to the next page with
 * the cookies the action wrote (a success message for that page goes in a one-time cookie);
 * otherwise it renders the posted page again, with the action's status (400 for input the rules
 * refuse, the API's 4xx for its refusals, 502 without an answer) and its result in the page's
 * data, so the form shows the shopper's input (never a password) and the translated messages.
 * An unknown action is 400 with the page as it is.
 */
export async function runFormAction(request: FormActionRenderRequest): Promise<PageRenderResult> {
  const context = createRequestContext(request);
  const { client, queryClient, store, logger, cookies } = context;
  const name = request.form.get(ACTION_FIELD) ?? '';
  const action = Object.hasOwn(formActions, name) ? formActions[name] : undefined;
  if (!action) return renderInContext(request, context, 400);
  await loadSite(context);
  // The action acts as whoever the cookies say (a basket of a logged-in shopper is theirs).
  if (canResumeSession(store)) await resumeSession(store);
  const outcome = await action({
    form: request.form,
    url: request.url,
    client,
    queryClient,
    store,
    origin: request.url.origin,
    logger,
  });
  if (outcome.kind === 'render') {
    queryClient.setQueryData(formActionResultKey, outcome.result);
    return renderInContext(request, context, outcome.status);
  }
  if (outcome.flash) putFlash(cookies, outcome.flash, request.url.protocol);
  const headers = new Headers({ Location: outcome.to, 'Cache-Control': 'no-store' });
  for (const cookie of cookies.setCookieHeaders()) headers.append('Set-Cookie', cookie);
  return { status: 303, headers, body: null };
}

/** Renders the request's page in its `context`; `status` (a form action's) replaces a page's 200. */
async function renderInContext(
  request: PageRenderRequest,
  context: RequestContext,
  status?: number,
): Promise<PageRenderResult> {
  const { logger, cookies, store, queryClient, site, client, platform } = context;
  const pageUrl = request.url.href;

  const outcome = await loadPage(context);
  // A session from before the server held it is rewritten HttpOnly, with its marker.
  holdSessionOnServer(store);
  // A basket cookie from before the server held it too (decision 0076).
  holdBasketOnServer(cookies);
  const headers = new Headers();
  for (const cookie of cookies.setCookieHeaders()) headers.append('Set-Cookie', cookie);
  // A page every anonymous shopper shares, or one rendered for this shopper (page-cache/).
  const personal = isPersonalPage({
    pathname: request.url.pathname,
    cookieHeader: request.cookieHeader,
    setsCookie: headers.has('Set-Cookie'),
    formAction: status !== undefined,
  });
  headers.set('Cache-Control', personal ? PERSONAL_PAGE_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL);
  if (!personal) headers.set(SURROGATE_KEY_HEADER, pageTags(queryClient, site.read().storeId).join(' '));
  // A shared page carries no nonce (its CSP has the hashes of its inline scripts instead).
  const nonce = personal ? request.nonce : undefined;
  if ('location' in outcome) {
    headers.set('Location', outcome.location);
    return { status: outcome.status, headers, body: null };
  }

  // The translations and the site's settings go apart from the page, under versioned URLs the
  // browser caches (see ssr/dictionary-file.ts, ssr/settings-file.ts); the page's loader fetches
  // them with its code.
  const dictionary = dictionaryApart(queryClient, site.read().culture);
  const settings = settingsApart(queryClient, pageUrl);
  const queries = dehydrateQueries(queryClient, [
    ...(dictionary ? [queryKeys.dictionary(dictionary.culture)] : []),
    ...(settings ? [queryKeys.settings(pageUrl)] : []),
  ]);
  // The code the page hydrates with, loaded once its first screen has painted (boot-after-paint.ts).
  const pageChunks = new Set(
    pagesOf(request.url.pathname, queryClient, request.url.hostname).flatMap((page) =>
      page.moduleId ? request.assets.routes.scripts(page.moduleId) : [],
    ),
  );

  // The page's one inline script, which React writes as the bootstrap script, after the page: the
  // consent mark, then the loader. At the end of the body, not before the banner at its start: an
  // inline script waits for the stylesheet still loading, and the parser with it, so the whole body
  // was parsed only once the stylesheet had come (docs/decisions/0059).
  const loader = `${consentMarkScript()}${bootAfterPaintScript({
    modules: request.assets.entryScripts,
    modulePreloads: [...pageChunks],
    fetchPreloads: [dictionary?.url, settings?.url].filter((url): url is string => url !== undefined),
  })}`;
  const rendered = await renderDocument(
    <StrictMode>
      <Root
        assets={request.assets}
        client={client}
        site={site}
        queryClient={queryClient}
        store={store}
        pageUrl={pageUrl}
        location={{ path: request.url.pathname, search: request.url.search.replace(/^\?/, '') }}
        nonce={nonce}
        logger={logger}
        platform={platform}
      />
    </StrictMode>,
    {
      // Inline scripts (the loader of the page's code, React's streaming runtime) and the
      // hoisted theme style.
      ...(nonce ? { nonce: { script: nonce, style: nonce } } : {}),
      bootstrapScriptContent: loader,
      // Every boundary inline, whatever its size: React streams a large one apart by default
      // (12.8 KB), to be put in place by a script, which a shopper or crawler without JavaScript
      // would never see. Nothing here suspends (the loaders ran first), so this costs no delay.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        logger.error('Rendering the page failed', error);
      },
    },
  );
  // The data the page was rendered from, as a data block just before the loader (it never runs).
  const body = beforeInlineScript(
    rendered,
    loader,
    bootStateElement({
      pageUrl,
      queries,
      dictionary,
      settings,
      // Followed, the answers stay current for as long as the page is kept anywhere (boot-state.ts).
      ...(request.sharedAnswers?.isFollowing() ? { answersCurrent: true as const } : {}),
    }),
  );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return {
    status: outcome.status === 200 && status !== undefined ? status : outcome.status,
    headers,
    body,
    ...(personal ? {} : { inlineHashes: inlineHashes(body.toString('utf8')) }),
  };
}

/**
 * A file of a site's answers the pages load apart from their HTML: a culture's translations
 * (ssr/dictionary-file.ts) or the site's settings (ssr/settings-file.ts).
 */
export type SiteFile = { kind: 'dictionary'; culture: string } | { kind: 'settings' };

/** One request for one of a site's files. */
export interface SiteFileRequest {
  /** The request's public URL (its origin names the site; `?v=` the version asked for). */
  url: URL;
  /** Which file (from the path). */
  file: SiteFile;
  api: PageRenderRequest['api'];
  sharedAnswers?: SharedAnswers | undefined;
  logger?: AppLogger | undefined;
}

/**
 * Answers `/_dictionary/<culture>.json?v=<version>` and `/_settings.json?v=<version>`: the
 * translations of the culture, or the settings, of the site the request's origin belongs to, as
 * the pages of that site are rendered with them (the same shared answers). A request for the
 * current version may be cached for a year; any other (an older page, another culture's site)
 * gets the current answer uncached. 404 when the culture is not the site's.
 */
export async function renderSiteFile(request: SiteFileRequest): Promise<Response> {
  // The site is the one of the origin's home page: these files are the site's, not a page's.
  const homeUrl = new URL('/', request.url);
  const context = createRequestContext({ ...request, url: homeUrl });
  const { settingsState, culture, translations } = await loadSite(context);
  const { file } = request;
  let answer: object | undefined;
  if (file.kind === 'dictionary') {
    await translations;
    answer =
      culture === file.culture
        ? context.queryClient.getQueryData<object>(queryKeys.dictionary(file.culture))
        : undefined;
  } else {
    answer = settingsState?.status === 'success' ? (settingsState.data as object | undefined) : undefined;
  }
  if (!answer) {
    return Response.json(
      {
        error:
          file.kind === 'dictionary'
            ? `No translations for ${file.culture} on this site`
            : 'No settings for this site',
      },
      {
        // The API could not say which site this is: a gateway failure, not a missing file.
        status: settingsState?.error && errorStatusCode(settingsState.error) !== 404 ? 502 : 404,
        headers: { 'Cache-Control': 'no-store' },
      },
    );
  }
  const current = request.url.searchParams.get('v') === answerVersion(answer);
  return new Response(JSON.stringify(answer), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    },
  });
}
