import { describe, expect, it, vi } from 'vitest';
import { deniedRedirect } from '../rules/accessRedirect';
import { crossBannerSsoUrl } from '../rules/crossBanner';
import { resolveGuestStore } from '../rules/guestStoreAnswer';
import { serviceSignInRedirect } from '../rules/serviceSignIn';
import { authnResponseEvent, verifyResponseEvent } from '../rules/signInMachine';
import * as addressEvents from './addressEvents';
import * as chunks from './chunks';
import { fetchedOnce } from './chunks';
import * as commands from './commands';
import * as pageApi from './page-api/pageApi';
import * as changeStore from './session/changeStore';
import * as deepLinkReading from './session/deepLinkReading';
import * as pageLoadEffects from './session/pageLoadEffects';
import * as sessionRefresh from './session/sessionRefresh';
import * as shopperCalls from './session/shopperCalls';
import * as signedInSession from './session/signedInSession';
import * as sessionTooltip from './sessionTooltip';
import * as arrival from './sign-in/arrival';
import * as autoSignIn from './sign-in/autoSignIn';
import * as emailPrefill from './sign-in/emailPrefill';
import * as signInFlow from './sign-in/signInFlow';
import * as signedIn from './signedIn';
import * as splashDeals from './splashDeals';

describe('a loader fetched once', () => {
  it('fetches on the first call only and gives every caller the same part', async () => {
    const load = vi.fn(async () => ({ part: 1 }));
    const once = fetchedOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([once(), once()]);
    expect(await once()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is forgotten: the caller sees the failure, the next call fetches again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('network down')).mockResolvedValue('part');
    const once = fetchedOnce(load);
    await expect(once()).rejects.toThrow('network down');
    expect(await once()).toBe('part');
    expect(await once()).toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the on-demand parts of the core', () => {
  it('each loader gives the part it names', async () => {
    const parts: [() => Promise<unknown>, unknown][] = [
      [chunks.loadPageLoadEffects, pageLoadEffects],
      [chunks.loadSignedInSession, signedInSession],
      [chunks.loadSignedIn, signedIn],
      [chunks.loadSessionRefresh, sessionRefresh],
      [chunks.loadDeepLink, deepLinkReading],
      [chunks.loadDeniedRedirect, deniedRedirect],
      [chunks.loadResolveGuestStore, resolveGuestStore],
      [chunks.loadAddressEvents, addressEvents],
      [chunks.loadServiceSignInRedirect, serviceSignInRedirect],
      [chunks.loadEmailPrefill, emailPrefill],
      [chunks.loadSplashDeals, splashDeals],
      [chunks.loadSessionTooltip, sessionTooltip],
      [chunks.loadCommands, commands],
      [chunks.loadPageApi, pageApi],
      [chunks.loadShopperCalls, shopperCalls],
      [chunks.loadAuthnResponseEvent, authnResponseEvent],
      [chunks.loadVerifyResponseEvent, verifyResponseEvent],
      [chunks.loadSignInFlow, signInFlow],
      [chunks.loadArrival, arrival],
      [chunks.loadAutoSignIn, autoSignIn],
      [chunks.loadChangeStore, changeStore],
      [chunks.loadCrossBannerSsoUrl, crossBannerSsoUrl],
    ];
    for (const [load, part] of parts) expect(await load(), load.name).toBe(part);
    const loaders = Object.entries(chunks).filter(([name]) => name.startsWith('load'));
    expect(loaders).toHaveLength(parts.length);
  });

  it("the commands' loader is shared by every caller of the page", async () => {
    expect(chunks.loadCommands()).toBe(chunks.loadCommands());
  });
});
