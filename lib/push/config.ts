/**
 * Push messaging config (docs/product.md, "Entities" publisher config: messagingSenderId,
 * projectId, apiKey, …): from the environment. Push messaging starts in the browser only
 * when the sender id, the project id and the API key are all set; without them there is no
 * config at all.
 */
export interface PushConfig {
  readonly messagingSenderId: string;
  readonly projectId: string;
  readonly apiKey: string;
  /** The web-push application server (VAPID) public key, when the provider needs one. */
  readonly vapidKey: string | null;
}

export function pushConfig(env: Readonly<Record<string, string | undefined>> = process.env): PushConfig | null {
  const messagingSenderId = env.PUSH_MESSAGING_SENDER_ID?.trim();
  const projectId = env.PUSH_PROJECT_ID?.trim();
  const apiKey = env.PUSH_API_KEY?.trim();
  if (!messagingSenderId || !projectId || !apiKey) return null;
  return { messagingSenderId, projectId, apiKey, vapidKey: env.PUSH_VAPID_KEY?.trim() || null };
}
