/**
 * A WordPress view kept as the server printed it.
 */
import { useEffect } from '@wordpress/element';
import type { ServerViewSnapshot } from './serverView';

interface ServerViewProps {
	view: ServerViewSnapshot;
}

/**
 * The server's markup handed back as inner HTML, which hydration neither
 * compares nor rewrites, so core's scripts keep their nodes
 * (docs/whole-site.md#how-the-app-keeps-a-wordpress-view).
 */
export function ServerView( { view }: ServerViewProps ) {
	useEffect( () => {
		document.title = view.title;
	}, [ view ] );
	return (
		<div
			className="wp-view container"
			data-wp-view={ view.kind }
			dangerouslySetInnerHTML={ { __html: view.html } }
		/>
	);
}
