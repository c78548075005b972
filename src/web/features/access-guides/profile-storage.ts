// A visitor's access needs kept on this device only, when they ask (localStorage['access-needs']),
// as the address they would share: nothing goes to the server but the address itself. Storage
// that throws (private modes, blocked storage) just means nothing is kept.
const STORAGE_KEY = "access-needs";

export function readStoredProfile(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeProfile(query: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, query);
  } catch {
    // Nothing is kept; the address still holds the needs.
  }
}

export function forgetStoredProfile(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
