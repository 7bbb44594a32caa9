import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '../shared/chunkReload.ts';

interface Props {
  children: ReactNode;
  /** What to show when the page failed and no reload is attempted. */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Catches a page that failed to load or render. A missing lazy part (new deployment) reloads the page once per minute
 * (spec §4); anything else shows the device's error panel with a retry.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean; reloading: boolean }> {
  state = { failed: false, reloading: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    if (isChunkLoadError(error) && reloadOnce()) this.setState({ reloading: true });
  }

  render() {
    if (this.state.reloading) return null;
    if (this.state.failed) return this.props.fallback(() => window.location.reload());
    return this.props.children;
  }
}
