import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import { MainLayout } from './layout/main-layout.tsx';

/** The main shell inside the error boundary: the page, or `children` when given. */
export function BoundedShell({ children }: { children?: ReactNode }) {
  return (
    <ErrorBoundary>
      <MainLayout>{children}</MainLayout>
    </ErrorBoundary>
  );
}
