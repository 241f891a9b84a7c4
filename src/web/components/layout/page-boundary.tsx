import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

type Props = {
  children: ReactNode /** A new value (the next navigation) clears a shown error. */;
  resetKey: string;
};
type State = { error: unknown; hasError: boolean; resetKey: string };

/**
 * Catches a page that crashes while rendering, or whose chunk fails to load, and shows RouteError
 * inside the shell, so the header and footer stay. Opening another page tries again.
 */
export class PageBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
