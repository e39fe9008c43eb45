/** The "Page not found" view. */
import { useEffect } from '@wordpress/element';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Section } from '../ui/Section';
import { pagesCopy } from '../i18n/copy';

const COPY = pagesCopy.notFound;

/** Keeps search engines away from a not-found view reached inside the app. */
export function useNoIndex(): void {
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
	useDocumentTitle( COPY.title );
	useNoIndex();
	return (
		<Section
			className="section not-found"
			titleId="not-found-title"
			containerClassName="container container--narrow"
		>
			<p className="eyebrow">{ COPY.eyebrow }</p>
			<h1 id="not-found-title" className="page-header__title">
				{ COPY.title }
			</h1>
			<p>{ COPY.text }</p>
			<Link className="button button--primary" to="/">
				{ COPY.button }
			</Link>
		</Section>
	);
}
