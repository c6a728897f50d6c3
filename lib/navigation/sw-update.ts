/**
 * The service-worker update rule of docs/product.md, "States": update when the running app's
 * version differs from the one stored at the last visit (an older stored version means a
 * new deploy), or when the config's cache-burst value exceeds the stored config version.
 */
export interface StoredVersions {
  readonly appVersion: string | null;
  readonly configVersion: number | null;
}

function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] || 0) - (right[i] || 0);
    if (diff) return Math.sign(diff);
  }
  return 0;
}

export function needsServiceWorkerUpdate(stored: StoredVersions, appVersion: string, cacheBurst: number): boolean {
  if (stored.appVersion !== null && compareVersions(stored.appVersion, appVersion) < 0) return true;
  return stored.configVersion !== null && cacheBurst > stored.configVersion;
}
