/** The top-level error display (docs/product.md#error-displays); the app's alone, no PHP twin. */
import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';

interface ErrorBoundaryProps {
	children?: ReactNode;
}

interface ErrorBoundaryState {
	hasError: boolean;
	error: unknown;
}

/** The text shown for a caught value: message and stack, or indented JSON. */
export function describeError( error: unknown ): string {
	if ( error instanceof Error ) {
		return error.stack && error.stack.includes( error.message )
			? error.stack
			: `${ error.message }\n${ error.stack ?? '' }`.trim();
	}
	try {
		return JSON.stringify( error, null, 2 ) ?? String( error );
	} catch {
		return String( error );
	}
}

/** Replaces the children after a rendering failure; deliberately with no way back out. */
export class ErrorBoundary extends Component<
	ErrorBoundaryProps,
	ErrorBoundaryState
> {
	override state: ErrorBoundaryState = { hasError: false, error: null };

	static getDerivedStateFromError( error: unknown ): ErrorBoundaryState {
		return { hasError: true, error };
	}

	override render() {
		if ( ! this.state.hasError ) {
			return this.props.children;
		}
		return (
			<div className="error-boundary" role="alert">
				<h1 className="error-boundary__title">Something went wrong.</h1>
				<pre className="error-boundary__details">
					{ describeError( this.state.error ) }
				</pre>
			</div>
		);
	}
}
