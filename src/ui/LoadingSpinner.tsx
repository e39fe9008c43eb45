interface LoadingSpinnerProps {
	label?: string;
}

/**
 * docs/product.md#loading-states: a spinner with text, shown while a page's content loads.
 */
export function LoadingSpinner( { label = 'Loading…' }: LoadingSpinnerProps ) {
	return (
		<div className="loading" role="status">
			<span className="loading__spinner" aria-hidden="true" />
			<span className="loading__text">{ label }</span>
		</div>
	);
}
