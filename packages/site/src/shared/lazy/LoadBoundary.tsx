import { Component, type ReactNode } from 'react';

/**
 * A part of the page whose chunk failed to load (a header area, the footer): its fallback, with a
 * retry, instead of the error reaching the route's boundary and taking the whole page down.
 */
export class LoadBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry?: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
