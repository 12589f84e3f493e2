/**
 * A value kept for the browser tab (sessionStorage, as JSON), never throwing: storage refused
 * (private mode, full) or a malformed value reads as nothing, and the caller falls back.
 */
export function readTabValue<T>(key: string): T | null {
  try {
    const kept = window.sessionStorage.getItem(key);
    return kept === null ? null : (JSON.parse(kept) as T);
  } catch {
    return null;
  }
}

export function keepTabValue(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nowhere to keep it: it lasts as long as the page.
  }
}

export function dropTabValue(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
