import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

export function InfoPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {children ?? <p>This page is part of your account and store experience.</p>}
    </>
  );
}
