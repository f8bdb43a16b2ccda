import { Component, type ReactNode } from 'react';
import { reportAppError } from '../../lib/error-reporting';
import { SnagFallback } from './snag-fallback';

/** Catches what the router's own error elements cannot (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    reportAppError(error);
  }

  override render(): ReactNode {
    return this.state.hasError ? <SnagFallback /> : this.props.children;
  }
}
