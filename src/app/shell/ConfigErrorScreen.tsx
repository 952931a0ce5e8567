/**
 * Shown instead of the store when the configuration is invalid: names the bad field, never a white screen. Inside a
 * pre-rendered shell (`inShell`) it takes the place of the page in the shell's own main area.
 */
export function ConfigErrorScreen({ path, detail, inShell = false }: { path: string; detail: string; inShell?: boolean }) {
  const Area = inShell ? 'div' : 'main';
  return (
    <Area className="config-error" role="alert">
      <h1>The store could not start</h1>
      <p>Its configuration is invalid.</p>
      <dl>
        <dt>Field</dt>
        <dd>
          <code data-testid="config-error-path">{path}</code>
        </dd>
        <dt>Problem</dt>
        <dd>{detail}</dd>
      </dl>
      <p className="muted">Fix the configuration and reload the page.</p>
    </Area>
  );
}
