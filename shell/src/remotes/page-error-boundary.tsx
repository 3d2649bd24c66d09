import { Component, type ReactNode } from 'react';
import { RemoteErrorPage } from './remote-error-page';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Changing it (e.g. the path) clears a caught error. */
  resetKey: string;
}

interface State {
  error: Error | null;
}

/** A chunk that fails to load means the remote is unavailable; anything else is a crash of the page. */
export function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/i.test(error.message);
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('page failed', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <RemoteErrorPage
        reason={isChunkLoadError(error) ? 'unavailable' : 'crashed'}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}
