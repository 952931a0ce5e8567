import { loadErrorText } from '../../storefront/catalogue/pageContent';

/** A failed catalogue call: a message and a retry, never a blank page. */
export function LoadError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert" className="load-error">
      <p>{loadErrorText(what)}</p>
      <button type="button" className="button secondary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
