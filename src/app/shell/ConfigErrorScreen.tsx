/** Shown instead of the store when the configuration is invalid: names the bad field, never a white screen. */
export function ConfigErrorScreen({ path, detail }: { path: string; detail: string }) {
  return (
    <main className="config-error" role="alert">
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
    </main>
  );
}
