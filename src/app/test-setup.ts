import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor poll until the page settles; their limit only decides how long a broken test takes to fail.
// The default second is shorter than a lazy modal chunk takes to load when the machine is busy.
configure({ asyncUtilTimeout: 15000 });

afterEach(() => {
  cleanup();
});

// jsdom has no scrolling; the router scrolls to the top on navigation.
window.scrollTo = () => undefined;
