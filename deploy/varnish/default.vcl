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
# - `PURGE` with an `xkey-purge: <keys>` header drops every object whose Surrogate-Key
#   names one of the keys (what lib/ingest sends after each write); without it, the one
#   object of the URL. Only from an address in the `purgers` ACL *and* with the shared
#   secret in `X-Purge-Secret` (EDGE_PURGE_SECRET of the app). The secret is not in this
#   file: `purge-secret.vcl`, next to it, defines `sub purge_secret_check`; write it with
#   `EDGE_PURGE_SECRET=… npx tsx scripts/edge-vcl.ts /etc/varnish` (docs/security.md,
#   "Varnish"). Without EDGE_PURGE_SECRET that file refuses every purge.
# - Answers lose the app's internal headers (x-nextjs-*, x-middleware-*) and the
#   surrogate keys, except the RSC router headers on RSC answers (lib/http/boundary.ts).

import std;
import xkey;

# `sub purge_secret_check`: refuses a PURGE whose X-Purge-Secret is not EDGE_PURGE_SECRET.
include "purge-secret.vcl";

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
        call purge_secret_check;
        unset req.http.X-Purge-Secret;
        if (req.http.xkey-purge) {
            set req.http.x-purged = xkey.purge(req.http.xkey-purge);
            return (synth(200, "Purged " + req.http.x-purged));
        }
        return (purge);
    }
    # Never sent on to the app, whatever the method.
    unset req.http.X-Purge-Secret;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # Per-reader paths keep their cookies and are never cached. The list is
    # lib/routes/member-paths.ts (memberPathsVclCondition); tests/unit/member-paths.test.ts
    # fails when this block differs from it.
    # member-paths begin
    if (req.url ~ "^/api/(auth|members|ingest|sign|v1/members)(/|\?|$)"
        || req.url ~ "^/(sign-in|sign-up|forgot-password|reset-password|change-password|verify-email|profile|my-comments|saved|for-you|notifications|register-fcm-topic|preview|catalog|submit)(/|\?|$)"
        || req.url ~ "^/p/api/") {
        return (pass);
    }
    # member-paths end
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
    # Cache bookkeeping and the app's internals are no reader's business (the app strips
    # them too; a stored object from an older app, or a pass, must not leak them either).
    # The client router reads a few x-nextjs-* headers on its own RSC requests only. VCL
    # cannot unset by prefix: these are the names Next 16 uses (the app's server strips
    # every x-nextjs-*/x-middleware-* by prefix before this).
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Surrogate-Control;
    unset resp.http.x-middleware-rewrite;
    unset resp.http.x-middleware-next;
    unset resp.http.x-middleware-redirect;
    unset resp.http.x-middleware-set-cookie;
    unset resp.http.x-middleware-override-headers;
    unset resp.http.x-middleware-refresh;
    unset resp.http.x-middleware-skip;
    unset resp.http.x-middleware-prefetch;
    unset resp.http.x-middleware-subrequest;
    unset resp.http.x-nextjs-data;
    unset resp.http.x-nextjs-rewrite;
    unset resp.http.x-nextjs-deployment-id;
    unset resp.http.x-next-revalidated-tags;
    unset resp.http.x-next-revalidate-tag-token;
    unset resp.http.x-next-resume-state-length;
    unset resp.http.x-nextjs-cache;
    unset resp.http.x-nextjs-matched-path;
    unset resp.http.x-nextjs-redirect;
    unset resp.http.x-next-cache-tags;
    unset resp.http.x-powered-by;
    if (req.http.RSC != "1") {
        unset resp.http.x-nextjs-rewritten-path;
        unset resp.http.x-nextjs-rewritten-query;
        unset resp.http.x-nextjs-stale-time;
        unset resp.http.x-nextjs-postponed;
        unset resp.http.x-nextjs-prerender;
        unset resp.http.x-nextjs-request-id;
        unset resp.http.x-nextjs-html-request-id;
        unset resp.http.x-nextjs-action-not-found;
    }
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
