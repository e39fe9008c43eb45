interface ContentUnavailableProps {
	message?: string;
	/** Offer the Try Again action, which reloads the page. */
	showRetry?: boolean;
	/** For tests and embedding: what Try Again does (default: reload the page). */
	onRetry?: () => void;
}

/**
 * docs/product.md#error-displays: the generic error display, with an optional Try Again.
 */
export function ContentUnavailable( {
	message = 'This content could not be loaded right now.',
	showRetry = false,
	onRetry = () => window.location.reload(),
}: ContentUnavailableProps ) {
	return (
		<div className="content-unavailable" role="alert">
			<h2 className="content-unavailable__title">Content Unavailable</h2>
			<p>{ message }</p>
			{ showRetry && (
				<button
					type="button"
					className="button button--primary"
					onClick={ onRetry }
				>
					Try Again
				</button>
			) }
		</div>
	);
}
