import { describe, expect, it } from 'vitest';
import { routeTable } from '../../simulator/runtimes/routes';
import { checkFaultTarget } from './faultTarget';
import { UsageError } from './output';

const routes = routeTable();
const stores = '/apim/profile/ucaservice/api/uca/customers/:userId/stores';

describe('fault targets checked against the route table', () => {
  it('accepts a known service, a route template, a concrete path of it and a prefix ending in *', () => {
    expect(() => checkFaultTarget({ service: 'profile' }, routes)).not.toThrow();
    expect(() => checkFaultTarget({ service: 'profile', path: stores, method: 'POST' }, routes)).not.toThrow();
    expect(() => checkFaultTarget({ path: '/apim/profile/ucaservice/api/uca/customers/u-1/stores' }, routes)).not.toThrow();
    expect(() => checkFaultTarget({ path: '/apim/profile/ucaservice/*' }, routes)).not.toThrow();
    expect(() => checkFaultTarget({ path: '/apim/profile/ucase*' }, routes)).not.toThrow();
    expect(() => checkFaultTarget({}, routes)).not.toThrow();
  });

  it('refuses an unknown service, a path no route has, and a method the route lacks, naming what is unknown', () => {
    expect(() => checkFaultTarget({ service: 'nosuch' }, routes)).toThrow(UsageError);
    expect(() => checkFaultTarget({ service: 'nosuch' }, routes)).toThrow(/unknown service 'nosuch'; the simulator has: .*profile/);
    expect(() => checkFaultTarget({ path: '/nowhere' }, routes)).toThrow(/unknown path '\/nowhere'/);
    expect(() => checkFaultTarget({ service: 'location', path: stores }, routes)).toThrow(/unknown path .* no route of service 'location'/);
    expect(() => checkFaultTarget({ path: '/apim/profile/ucaservice/api/uca/customers/u-1/stores/extra' }, routes)).toThrow(/unknown path/);
    expect(() => checkFaultTarget({ service: 'profile', path: stores, method: 'DELETE' }, routes)).toThrow(/no DELETE route of service 'profile'/);
  });
});
