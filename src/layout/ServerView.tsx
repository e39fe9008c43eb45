import { useEffect } from '@wordpress/element';
import type { ServerViewSnapshot } from './serverView';

interface ServerViewProps {
	view: ServerViewSnapshot;
}

/**
 * A WordPress view inside the layout: the server's markup given back as it
 * is (React neither compares nor rewrites inner HTML it is handed, so
 * hydration keeps every node, and core's scripts keep working on them).
 * docs/whole-site.md#how-the-app-keeps-a-wordpress-view. PHP:
 * author_site_render_wordpress(), inc/render/wordpress.php.
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
