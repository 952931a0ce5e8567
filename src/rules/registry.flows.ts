import type { RuleModule } from './module';
import { carouselModule } from './carousel';
import { channelModule } from './channel';
import { errorMessagesModule } from './errorMessages';
import { formatModule } from './format';
import { greetingModule } from './greeting';
import { linksModule } from './links';
import { passkeyModule } from './passkey';
import { profileReconciliationModule } from './profileReconciliation';
import { searchModule } from './searchAddress';
import { signInMachineModule } from './signInMachine';
import { signInSessionModule } from './signInSession';
import { splashModule } from './splash';
import { sponsoredModule } from './sponsored';
import { tilesModule } from './tiles';
import { toastModule } from './toast';
import { tooltipModule } from './tooltip';
import { validationModule } from './validation';

/** Rule modules of the customer-flows document (001). */
export const flowModules: readonly RuleModule[] = [
  signInMachineModule,
  signInSessionModule,
  validationModule,
  errorMessagesModule,
  profileReconciliationModule,
  channelModule,
  searchModule,
  toastModule,
  splashModule,
  tooltipModule,
  passkeyModule,
  sponsoredModule,
  carouselModule,
  tilesModule,
  greetingModule,
  formatModule,
  linksModule,
];
