import type { RuleModule } from './module';
import { accessModule } from './accessRedirect';
import { editOrderModule } from './editOrder';
import { environmentModule } from './environment';
import { navigationModule } from './navigation';
import { pagesModule } from './pages';
import { redirectModule } from './redirect';
import { reinitModule } from './reinit';
import { sessionEstablishmentModule } from './pageLoadModule';
import { sessionEventsModule } from './sessionEvents';
import { tokenModule } from './token';
import { userTypesModule } from './userTypes';

/** Rule modules of the foundation document (000). */
export const foundationModules: readonly RuleModule[] = [
  userTypesModule,
  tokenModule,
  environmentModule,
  pagesModule,
  redirectModule,
  navigationModule,
  accessModule,
  sessionEstablishmentModule,
  sessionEventsModule,
  editOrderModule,
  reinitModule,
];
