# The storefront server Varnish fetches pages from (its PORT, 5173 by default): edit for your servers (several become a
# director, see https://varnish-cache.org/docs/7.1/users-guide/vcl-backends.html). The test
# suite writes its own file of this name (apps/storefront/page-cache/varnish.ts).
backend storefront {
    .host = "127.0.0.1";
    .port = "5173";
    .first_byte_timeout = 15s;
}

# Who may purge: the hosts of the commerce API (PAGE_CACHE_PURGE_URLS points here).
acl purgers {
    "127.0.0.1";
    "::1";
}

# The purgers' shared secret: the API's PAGE_CACHE_PURGE_TOKEN (at least 32 characters), in a file
# only Varnish's worker may read (`openssl rand -hex 32 > /etc/varnish/purge-token`, then
# `chgrp varnish` and `chmod 640` it). varnishd keeps what it read: load the VCL again (or
# restart) after changing it. A secret under 32 characters refuses every purge (403); a missing
# file makes every purge fail.
sub purge_token {
    set req.http.x-expected-purge-token = regsub(std.fileread("/etc/varnish/purge-token"), "\s+$", "");
}

# The scheme shoppers reach this Varnish by, handed to the storefront as X-Forwarded-Proto
# (whatever the request said): "https" behind the TLS proxy that stands in front of it (which
# serves http only as a redirect to https), "http" where browsers talk to Varnish directly.
sub public_scheme {
    set req.http.X-Forwarded-Proto = "https";
}
