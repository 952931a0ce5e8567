import { useState } from 'react';
import { useApp } from '../shell/AppContext';
import { setPasswordAccess, SET_PASSWORD_PATH } from '../../rules/pages';
import { PageTitle } from './PageTitle';

export function SetPasswordPage() {
  const { cookies } = useApp();
  // PAGES-04: reachable only while the one-time cookie exists. The page-load plan spends the cookie (and leaves the
  // page when it is missing); the page remembers what it saw when it opened.
  const [decision] = useState(() => setPasswordAccess(SET_PASSWORD_PATH, cookies.all()));
  const allowed = decision.allowed;
  if (!allowed) {
    return (
      <>
        <PageTitle>Set your password</PageTitle>
        <p>This link has expired or was already used. Sign in to request a new one.</p>
      </>
    );
  }
  return (
    <>
      <PageTitle>Set your password</PageTitle>
      <form className="narrow-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="new-password">New password</label>
        <input id="new-password" type="password" autoComplete="new-password" minLength={8} />
        <button type="submit" className="button primary">
          Save password
        </button>
      </form>
    </>
  );
}
