import { useEffect } from '@wordpress/element';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** Keeps search engines away from a not-found view reached inside the app. */
function useNoIndex(): void {
	useEffect( () => {
		if (
			document.querySelector( 'meta[name="robots"][content*="noindex"]' )
		) {
			return undefined;
		}
		const meta = document.createElement( 'meta' );
		meta.name = 'robots';
		meta.content = 'noindex';
		document.head.appendChild( meta );
		return () => meta.remove();
	}, [] );
}

export function NotFoundPage() {
	useDocumentTitle( 'Page not found' );
	useNoIndex();
	return (
		<section
			className="section not-found"
			aria-labelledby="not-found-title"
		>
			<div className="container container--narrow">
				<p className="eyebrow">Error 404</p>
				<h1 id="not-found-title" className="page-header__title">
					Page not found
				</h1>
				<p>
					This page has gone missing — like a medallion in a locked
					safe. Let’s get you back on track.
				</p>
				<Link className="button button--primary" to="/">
					Go to the home page
				</Link>
			</div>
		</section>
	);
}
