# ClubShop's pages in Varnish 7 with xkey (Debian: varnish, varnish-modules). Anonymous pages are
# one copy per URL and host, whatever cookies the shopper has; personal pages (the basket,
# checkout, receipt, the account, sign-in, a logged-in shopper's any page) and every write go
# straight to the storefront. The commerce API purges pages by tag the moment what they show
# changes (PAGE_CACHE_PURGE_URLS; docs/deployment.md "Caching pages").
#
#   varnishd -a :80 -f /etc/varnish/clubshop.vcl -p vcl_path=/etc/varnish -s malloc,256m
vcl 4.1;

import std;
import xkey;

# The backend and the purgers' ACL: the one file to edit per installation.
include "storefront-backend.vcl";

sub vcl_recv {
    # A tag purge from the API: `PURGE /` with `xkey-purge: product-123 clubshop`.
    if (req.method == "PURGE") {
        # Both the sender's address and the shared secret (the API's PAGE_CACHE_PURGE_TOKEN):
        # a foothold on a purger's network is not enough to empty the cache.
        if (client.ip !~ purgers) {
            return (synth(403, "Not a purger"));
        }
        call purge_token;
        if (req.http.x-expected-purge-token !~ "^.{32,}$"
            || req.http.X-Purge-Token != req.http.x-expected-purge-token) {
            unset req.http.x-expected-purge-token;
            return (synth(403, "Not a purger"));
        }
        unset req.http.x-expected-purge-token;
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the tags to purge in xkey-purge"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    # Set for the storefront by vcl_backend_fetch alone, never by a client.
    unset req.http.Page-Cache-Fetch;
    # The origin the storefront builds a page under (its links, ports, HSTS: server/forwarded.ts,
    # TRUST_PROXY) comes from what Varnish knows, never from what the request says: the host is
    # the one this copy is kept under, the scheme the installation's (storefront-backend.vcl). A
    # client's X-Forwarded-Host or -Proto would otherwise be rendered into the copy every
    # shopper of that URL gets (issue 43: Northbridge's /kids/ served Riverside's page).
    unset req.http.Forwarded;
    unset req.http.X-Forwarded-Port;
    set req.http.X-Forwarded-Host = req.http.host;
    call public_scheme;
    if (req.method != "GET" && req.method != "HEAD") {
        # Form posts and API writes: about one shopper, never cached.
        return (pass);
    }
    # The API on the shop's origin answers with its own caching headers: the storefront passes it.
    if (req.url ~ "^/api/") {
        return (pass);
    }
    # Pages about one shopper whoever asks (the storefront marks them private, no-store too).
    if (req.url ~ "^/(cart|checkout|receipt|login|forgot-password|reset-password|confirm-email)/"
        || req.url ~ "^/user/") {
        return (pass);
    }
    # A signed-in shopper (session marker or tokens) or a form's one-time result: their own page.
    if (req.http.Cookie ~ "(^|;\s*)clubshop_(session|access_token|refresh_token|form_result)=") {
        return (pass);
    }
    # Everyone else shares the anonymous page: the basket badge and the consent state are filled
    # in by the page itself from same-origin calls and the cookies in the browser.
    unset req.http.Cookie;
    # Two copies of a page: Brotli for the browsers that take it, gzip for the rest. Varnish
    # handles gzip itself (it asks the storefront for gzip and unzips for a browser without it)
    # but not Brotli, a fifth smaller: the storefront makes it, Varnish keeps it apart. Each
    # browser's way of saying so comes down to one value, so the storefront's
    # `Vary: Accept-Encoding` does not split the copies further.
    if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(;|,|$)"
        && req.http.Accept-Encoding !~ "(^|,)\s*br\s*;\s*q=0(\.0*)?\s*(,|$)") {
        set req.http.Accept-Encoding = "br";
        set req.http.x-encoding = "br";
    } else {
        unset req.http.x-encoding;
        if (req.http.Accept-Encoding ~ "gzip") {
            set req.http.Accept-Encoding = "gzip";
        } else {
            unset req.http.Accept-Encoding;
        }
    }
    return (hash);
}

sub vcl_hash {
    # The built-in hash (URL and host) follows, with the copy's encoding beside it.
    if (req.http.x-encoding) {
        hash_data(req.http.x-encoding);
    }
}

sub vcl_hit {
    set req.http.x-cache = "hit";
    if (obj.ttl <= 0s) {
        # Within the grace of stale-while-revalidate: served while Varnish fetches a new copy.
        set req.http.x-cache = "hit-stale";
    }
}

sub vcl_miss {
    set req.http.x-cache = "miss";
}

sub vcl_pass {
    set req.http.x-cache = "pass";
}

sub vcl_backend_fetch {
    # (What vcl_hit / vcl_miss noted for vcl_deliver is no business of the storefront.)
    unset bereq.http.x-cache;
    # A copy this cache will keep: the storefront renders it from the API's answers of now, not
    # from the answers it shares between pages for a few seconds, so a page fetched right after
    # a purge shows what the purge was for (decision 0046). Passes (personal pages) keep them.
    if (!bereq.uncacheable) {
        set bereq.http.Page-Cache-Fetch = "1";
    }
    # The Brotli copy is asked for as Brotli (Varnish asked for gzip on its own).
    if (bereq.http.x-encoding) {
        set bereq.http.Accept-Encoding = bereq.http.x-encoding;
    }
    unset bereq.http.x-encoding;
}

sub vcl_backend_response {
    # A failure is never kept: the next request asks the storefront again (hit-for-miss).
    if (beresp.status >= 500) {
        set beresp.ttl = 1s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The storefront names a page's site, products and categories; xkey indexes this header.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # s-maxage gives the TTL and stale-while-revalidate the grace (Varnish reads both); private,
    # no-store and Set-Cookie answers are left uncached by the built-in rules that follow.
}

sub vcl_deliver {
    set resp.http.X-Cache = req.http.x-cache;
    # The tags are the cache's business, not the browser's.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    # Browsers revalidate every time (max-age=0 from the storefront); only this cache keeps the page.
}
