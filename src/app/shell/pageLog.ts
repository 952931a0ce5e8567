import { loggingEnabled } from '../../rules/environment';

/**
 * Where the storefront's log lines go (ENV-LAYOUT-08): to the console only when the page address carries `log=true`.
 * The simulator build is the workbench's own page, whose scenario replays and QA read the log, so it always writes
 * (decision 0484). The address is read once, when the page starts.
 */
export function pageLog(options: { readonly href: string; readonly simulator: boolean; readonly write: (line: string) => void }): (line: string) => void {
  return options.simulator || loggingEnabled(options.href) ? options.write : () => undefined;
}
