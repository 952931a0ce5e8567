/** A call that failed, told in one line with its retry (when the failure is one a retry can mend). */
export function RetryAlert({ text, onRetry }: { text: string; onRetry?: (() => void) | undefined }) {
  return (
    <p role="alert">
      {text}{' '}
      {onRetry && (
        <button type="button" className="button small" onClick={onRetry}>
          Try again
        </button>
      )}
    </p>
  );
}
