import { useId, useState } from 'react';
import { isAuthorised } from '../../rules/userTypes';
import { PageTitle } from '../pages/PageTitle';
import { useApp } from '../shell/AppContext';
import { Link, useRouter } from '../shell/router';
import { CreateAccountForm } from './CreateAccountForm';

/** The zip code the create-account address carries (SIGNIN-09), when it is one. */
const zipOf = (search: string): string | null => {
  const zip = new URLSearchParams(search).get('zipcode');
  return zip !== null && /^\d{5}$/.test(zip) ? zip : null;
};

/** The create-account page (`/account/create-account.html?zipcode=…`, where SIGNIN-09 sends the create-account link). */
export function CreateAccountPage() {
  const { session } = useApp();
  const { location, navigate } = useRouter();
  if (session && isAuthorised(session.userType)) {
    return (
      <>
        <PageTitle>You already have an account</PageTitle>
        <p>
          You are signed in. <Link href="/">Continue shopping</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageTitle>Create an account</PageTitle>
      <div className="narrow-form">
        <CreateAccountForm zipcode={zipOf(location.search)} onSignedIn={() => navigate('/')} />
      </div>
    </>
  );
}

/** The need-zipcode page (SIGNIN-09): a shopper without a zip code, or in a no-service area, gives one first. */
export function NeedZipcodePage() {
  const { navigate } = useRouter();
  const [zip, setZip] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  return (
    <>
      <PageTitle>Tell us your ZIP code</PageTitle>
      <form
        className="narrow-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\d{5}$/.test(zip)) return setError('Please enter a 5-digit ZIP code.');
          navigate(`/account/create-account.html?zipcode=${zip}`);
        }}
      >
        <p>We need your ZIP code to show the stores and services near you before you create an account.</p>
        <label htmlFor={id}>ZIP code</label>
        <input id={id} value={zip} inputMode="numeric" autoComplete="postal-code" maxLength={5} aria-invalid={error !== ''} aria-describedby={`${id}-error`} onChange={(e) => setZip(e.target.value.replace(/\D/g, ''))} />
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
        <button type="submit" className="button primary block">
          Continue
        </button>
      </form>
    </>
  );
}
