import type { DeviceCharacteristics } from '../../rules/configRules';
import type { Clock, LocationPort, WebStorage } from '../../storefront/ports';
import { memoryStorage } from '../../storefront/ports';

/** The browser's side of the storefront core's ports (src/storefront/ports.ts): the page's storages, timers, address. */

/** The page's local or session storage; where the browser refuses it (privacy mode, disabled), one kept in memory. */
export function pageStorage(name: 'localStorage' | 'sessionStorage'): WebStorage {
  try {
    const storage = window[name];
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** The browser's timers, with the storefront's clock (the browser's, or in simulator mode the simulator's). */
export function browserClock(now: () => number): Clock {
  return { now, setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) };
}

/** The address bar: replacing goes through the storefront's router, leaving is a navigation. */
export function browserLocation(replace: (path: string) => void): LocationPort {
  return {
    current: () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, host: window.location.host, href: window.location.href }),
    replace,
    assign: (url) => window.location.assign(url),
  };
}

/** The browser's characteristics the device id is built from (CONFIG-06). */
export function browserDevice(): DeviceCharacteristics {
  try {
    return {
      userAgent: navigator.userAgent,
      plugins: Array.from(navigator.plugins ?? [], (p) => p.name),
      screen: { width: window.screen.width, height: window.screen.height, colorDepth: window.screen.colorDepth },
    };
  } catch {
    return { userAgent: '', plugins: [], screen: { width: 0, height: 0, colorDepth: 0 } };
  }
}

/** A fresh identifier for a generated grsSessionId (SESSION-EST-06). */
export function freshId(): string {
  try {
    return window.crypto.randomUUID();
  } catch {
    return `grs-${Date.now().toString(36)}`;
  }
}
