vcl 4.1;
#
# Edge cache in front of the app (docs/performance.md). Debian: `apt-get install varnish
# varnish-modules` (xkey). Point the backend at the app; several app instances go in a
# `directors` round-robin. Run: varnishd -f /path/default.vcl -a :80 -s malloc,1G
#
# - Public pages and API responses are cached as the app's Cache-Control says (s-maxage),
#   with the reader's cookies removed: public pages are the same for every reader.
# - Account pages, the accounts API, the ingest API, previews and anything with an
#   Authorization header go straight to the app with their cookies, never cached; nor is
#   any response that sets a cookie or is marked private/no-store.
# - Stale copies are served while the app revalidates (stale-while-revalidate) and, while
#   the app is down or failing, for as long as its stale-if-error allows.
# - `PURGE` with an `xkey-purge: <keys>` header from an allowed address drops every object
#   whose Surrogate-Key names one of the keys (what lib/ingest sends after each write).

import std;
import xkey;

backend app {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .probe = {
        .url = "/api/health";
        .interval = 2s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
    }
}

# Who may purge: the app instances (their EDGE_PURGE_URL points here).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-purge) {
            set req.http.x-purged = xkey.purge(req.http.xkey-purge);
            return (synth(200, "Purged " + req.http.x-purged));
        }
        return (purge);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # Per-reader paths keep their cookies and are never cached.
    if (req.url ~ "^/api/(auth|ingest|sign|members)(/|\?|$)"
        || req.url ~ "^/(sign-in|sign-up|profile|forgot-password|reset-password|change-password|verify-email|preview)(/|\?|$)"
        || req.url ~ "^/p/api/") {
        return (pass);
    }
    # Everything else is public: its HTML never depends on who asks.
    unset req.http.Cookie;
    # A healthy app: stale copies only for a minute past their time, while a fresh one is
    # fetched in the background. A sick app (its /api/health probe fails): for as long as
    # the object's grace, its stale-if-error.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 60s;
    }
    return (hash);
}

sub vcl_backend_response {
    # A failing background refresh keeps the stale copy instead of replacing it.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    if (beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || beresp.http.Surrogate-Control ~ "(?i)no-store") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # How long a stale copy may be served while the app is down or failing: its
    # stale-if-error, else a day (Next's page headers cannot carry one).
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=(\d+).*$", "\1") + "s", 0s);
    } else {
        set beresp.grace = 24h;
    }
    # Compressed once when stored, should the app have sent it uncompressed.
    if (!beresp.http.Content-Encoding && beresp.http.Content-Type ~ "(?i)^(text/|application/(json|javascript|xml|manifest)|image/svg)") {
        set beresp.do_gzip = true;
    }
    # Keep errors out of the cache: the next reader asks the app again.
    if (beresp.status >= 500) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
    }
    return (deliver);
}

sub vcl_backend_error {
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
