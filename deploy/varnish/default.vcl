#
# Varnish 7 in front of the site's instances (docs/decisions/038-varnish.md). Needs the xkey module
# (Debian: apt-get install varnish varnish-modules). Start it with two listeners, one for visitors
# and one for the instances' purges, which must not be reachable from outside:
#
#   varnishd -F -f /etc/varnish/default.vcl -s malloc,256m -a :80 -a purge=:6091
#
# and give each instance CACHE_PURGE_URL=http://<this host>:6091/.
#
# The origin decides what may be held: a page everyone sees alike comes with `Cache-Control:
# public, … s-maxage=…` and a `Surrogate-Key` naming the data it shows. Nothing else is stored.
# A change purges the pages showing it (PURGE with `xkey-purge: <tags>`); a purged or expired page
# is fetched afresh while the instances are well, and served as it was for up to a day while they
# are all down (stale-if-error).
vcl 4.1;

import directors;
import std;
import xkey;

# BEGIN BACKENDS: the instances, asked for /readyz every few seconds. (The CI test puts its own
# instances here.)
probe ready {
    .url = "/readyz";
    .interval = 3s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

backend app1 {
    .host = "app1";
    .port = "3000";
    .probe = ready;
}

backend app2 {
    .host = "app2";
    .port = "3000";
    .probe = ready;
}

sub vcl_init {
    new origin = directors.round_robin();
    origin.add_backend(app1);
    origin.add_backend(app2);
}
# END BACKENDS

# Who may purge, besides arriving on the purge listener: the instances' private networks.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
    "fc00::"/7;
}

sub vcl_recv {
    # x-origin-failed is the cache's own note to itself when it restarts after a failed fetch
    # (vcl_synth); from a visitor it would fetch a purged page's old copy while the site is up.
    if (req.restarts == 0) {
        unset req.http.x-origin-failed;
    }
    if (req.method == "PURGE") {
        if (local.socket != "purge" || client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Say which tags to purge in an xkey-purge header"));
        }
        # A soft purge: the page is fetched afresh on the next visit, and the old copy is kept
        # only to serve while every instance is down.
        set req.http.purged = xkey.softpurge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.purged + " pages"));
    }

    set req.backend_hint = origin.backend();
    unset req.http.purged;

    # Only reading can be answered from the cache; the API and the admin are always the origin's.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/(api|admin)(/|\?|$)") {
        return (pass);
    }
    # Someone signed in gets pages made for them, never a shared copy; so does a visitor for a few
    # seconds after sending something (with a read replica: plugins/read-routing.ts).
    if (req.http.Cookie ~ "(^|;\s*)(__Host-)?ra_(admin|wrote)=") {
        return (pass);
    }

    # The same page whatever tracking a link added (the site ignores these too): one copy, not one
    # per campaign or click.
    if (req.url ~ "[?&](utm_[a-z]+|fbclid|gclid|msclkid|mc_[ce]id)=") {
        set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|fbclid|gclid|msclkid|mc_[ce]id)=[^&]*", "\1");
        set req.url = regsuball(req.url, "([?&])[?&]+", "\1");
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    # Browsers that take brotli (half gzip's size) get a copy of their own (vcl_hash); the rest
    # share the gzip copy, which Varnish unpacks for those that take neither.
    if (req.http.Accept-Encoding ~ "(^|[ ,])br($|[ ,;])") {
        set req.http.Accept-Encoding = "br";
        set req.http.x-encoding = "br";
    } else {
        unset req.http.x-encoding;
    }

    # While an instance is well, a purged or expired page is never served: it is fetched afresh
    # (with its ETag, so an unchanged page costs the origin a 304). While none is, or after a fetch
    # failed (the restart in vcl_synth), an old copy is served for up to its stale-if-error.
    if (req.http.x-origin-failed) {
        # No cap of ours (a restart keeps the one set before): the page's stale-if-error decides.
        set req.grace = 365d;
    } else if (std.healthy(req.backend_hint)) {
        set req.grace = 0s;
    }
    # The pages a cookie could change are all passed above; the rest are the same for everyone.
    return (hash);
}

sub vcl_hash {
    if (req.http.x-encoding == "br") {
        hash_data("br");
    }
}

sub vcl_backend_fetch {
    # A copy that may be stored is made for nobody in particular.
    if (!bereq.uncacheable) {
        unset bereq.http.Cookie;
    }
    # Varnish asks for gzip, which it can unpack; a browser that takes brotli gets the site's.
    if (bereq.http.x-encoding == "br") {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.x-encoding;
}

sub vcl_backend_response {
    if (beresp.status >= 500) {
        # A refresh in the background that failed keeps the copy there is.
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        # Otherwise the site's own answer (a busy page says when to come back), kept nowhere, so
        # an old copy stays for the time every instance is down.
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    if (beresp.http.Cache-Control ~ "(^|[ ,])public([ ,]|$)"
            && beresp.http.Cache-Control !~ "(private|no-store|no-cache)"
            && !beresp.http.Set-Cookie) {
        # The origin's tags, in the header xkey reads.
        if (beresp.http.Surrogate-Key) {
            set beresp.http.xkey = beresp.http.Surrogate-Key;
        }
        if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
            set beresp.grace = std.duration(
                regsub(beresp.http.Cache-Control, ".*stale-if-error=(\d+).*", "\1s"), 0s);
        }
        return (deliver);
    }
    # Anything else is for one person, or not to be kept: its body is never stored. (For two
    # minutes the cache remembers not to make visitors for this address wait on one another.)
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
}

sub vcl_backend_error {
    # No instance answered: the visitor is served an old copy if there is one (vcl_synth).
    return (abandon);
}

sub vcl_synth {
    # A fetch failed: once more (from another instance), taking any copy there is, however old.
    if (resp.status == 503 && req.restarts == 0 && !req.http.x-origin-failed
            && (req.method == "GET" || req.method == "HEAD")) {
        set req.http.x-origin-failed = "1";
        return (restart);
    }
    if (resp.status == 503) {
        set resp.http.Content-Type = "text/html; charset=utf-8";
        set resp.http.Retry-After = "30";
        set resp.http.Cache-Control = "no-store";
        set resp.body = {"<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Real Access is back shortly</title></head>
<body><main><h1>Real Access is back shortly</h1>
<p>The site is not answering just now. Please try again in a minute or two.</p></main></body></html>
"};
    } else {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = resp.reason;
    }
    return (deliver);
}

sub vcl_deliver {
    # For people running the site: whether the cache answered (HIT), answered with an old copy
    # because the origin was down (STALE), or asked the origin (MISS).
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0 && obj.ttl <= 0s) {
        set resp.http.X-Cache = "STALE";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}
