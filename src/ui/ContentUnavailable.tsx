/** The generic error display (docs/product.md#error-displays); the app's alone, no PHP twin. */
interface ContentUnavailableProps {
	message?: string;
	showRetry?: boolean;
	/** What Try Again does (replaceable in tests). */
	onRetry?: () => void;
}

/** The generic error display, with an optional Try Again. */
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
