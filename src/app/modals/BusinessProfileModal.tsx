import { useId, useState } from 'react';
import { Dialog } from './Dialog';

const BUSINESS_TYPES = ['Restaurant', 'Office', 'School', 'Non-profit', 'Retail', 'Other'];

/** Complete-business-profile modal (B2B, MISC): the business name and type, saved with the business profile call. */
export function BusinessProfileModal({ onSave, onClose }: { onSave: (info: { name: string; type: string }) => Promise<void>; onClose: () => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const typeId = useId();
  const valid = name.trim() !== '' && type !== '';
  return (
    <Dialog title="Complete your business profile" onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          setBusy(true);
          onSave({ name: name.trim(), type })
            .then(onClose)
            .catch(() => setError("We couldn't save your business profile. Please try again."))
            .finally(() => setBusy(false));
        }}
      >
        <label htmlFor={nameId}>Business name</label>
        <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} autoComplete="organization" data-autofocus />
        <label htmlFor={typeId}>Business type</label>
        <select id={typeId} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">Choose a type</option>
          {BUSINESS_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        {error && (
          <p className="notice error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary block" disabled={!valid || busy}>
          Save
        </button>
      </form>
    </Dialog>
  );
}
