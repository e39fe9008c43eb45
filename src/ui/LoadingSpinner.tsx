/** The loading display (docs/product.md#loading-states); the app's alone, no PHP twin. */
interface LoadingSpinnerProps {
	label?: string;
}

/** A spinner with text, shown while a page's content loads. */
export function LoadingSpinner( { label = 'Loading…' }: LoadingSpinnerProps ) {
	return (
		<div className="loading" role="status">
			<span className="loading__spinner" aria-hidden="true" />
			<span className="loading__text">{ label }</span>
		</div>
	);
}
