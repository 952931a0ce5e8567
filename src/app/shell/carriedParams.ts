import { createContext } from 'react';
import { onDemand } from './onDemand';

/**
 * What in-page navigations carry from the page they leave (decision 0414): the configured marketing parameter names
 * (`queryString.marketingParams`) and the site's own host, against which the referrer is judged.
 */
export interface CarriedParams {
  readonly marketing: readonly string[];
  readonly ownHost: string;
}

/** Without a provider nothing is carried: the router stays usable on its own (tests, the configuration error screen). */
export const CarriedParamsContext = createContext<CarriedParams>({ marketing: [], ownHost: '' });

/** The code that adds them (./withCarriedParams.ts): a navigation before it has arrived waits for it. */
export const carryingCode = onDemand(() => import('./withCarriedParams'));
