/**
 * The SSRF guard of the push sender (docs/members.md, "Offline and push"): the server
 * POSTs every message to the endpoint a reader's browser registered, so an endpoint is
 * accepted only when it is an https:// URL (http:// only on a loopback address, when
 * PUSH_ALLOW_HTTP_ENDPOINTS allows it) on a push service of the allow-list
 * (lib/config/push.ts: PUSH_ENDPOINT_HOSTS). Checked when a subscription is registered and
 * again before each send, so a narrowed list applies to subscriptions already stored.
 */
import type { PushEndpointPolicy } from '../config/push';

function loopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** `pattern` (`name`, `*.suffix`, either with `:port`) names this host and port ('' = the scheme's default). */
function hostMatches(pattern: string, hostname: string, port: string): boolean {
  const colon = pattern.lastIndexOf(':');
  const name = colon === -1 ? pattern : pattern.slice(0, colon);
  const patternPort = colon === -1 ? '' : pattern.slice(colon + 1);
  if (patternPort !== port) return false;
  return name.startsWith('*.') ? hostname.length > name.length - 1 && hostname.endsWith(name.slice(1)) : hostname === name;
}

/** Whether the server may send to `endpoint`. */
export function pushEndpointAllowed(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') {
    if (!policy.allowLoopbackHttp || !loopback(url.hostname)) return false;
  } else if (url.protocol !== 'https:') {
    return false;
  }
  return policy.hosts.some((pattern) => hostMatches(pattern, url.hostname, url.port));
}
