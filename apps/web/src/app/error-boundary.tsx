import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { releaseFailedLoads } from '../lib/lazy-page.tsx';
import { ErrorFallback } from './error-fallback.tsx';

export const FATAL_ERROR_TEXT = "A fatal error occurred and we couldn't recover.";

interface BoundaryProps {
  children: ReactNode;
  /** When this value changes (a navigation), a caught error is forgotten. */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey?: string;
}

/** Last line of defence: the fallback page itself failed, so show plain text. */
class FatalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="error-page" role="alert">
          <p className="error-page-fatal">{FATAL_ERROR_TEXT}</p>
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * Catches render errors below it and shows the error fallback page. Errors are reported
 * only to the console.
 */
export class ErrorBoundaryCore extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null, hasError: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    releaseFailedLoads();
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <FatalBoundary>
        <ErrorFallback error={this.state.error} onRetry={this.reset} />
      </FatalBoundary>
    );
  }
}

/**
 * The app's error boundary. Any navigation clears the error, including "Go to Home" while
 * already on the home page (each navigation gets a new location key).
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundaryCore resetKey={key}>{children}</ErrorBoundaryCore>;
}
