/** A route that shows one thing of the catalogue, found by its address's slug. */
import { useParams } from 'react-router-dom';
import { useLoaded } from '../api/useLoaded';
import {
	catalogueToday,
	loadCatalogue,
	peekCatalogue,
	type CatalogueData,
} from '../books/store';
import { pagesCopy } from '../i18n/copy';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ContentUnavailable } from '../ui/ContentUnavailable';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { NotFoundPage } from './NotFoundPage';

/** What a catalogue route draws: its item, or the view shown instead. */
export type CatalogueRoute< T > =
	| { item: T; data: CatalogueData; fallback: null }
	| { item: null; fallback: JSX.Element };

/**
 * The item a catalogue route shows, from the catalogue once read; else the
 * not-found view (no such item), the spinner (still loading) or Content
 * Unavailable (the read failed). Keeps the document title in step.
 *
 * @param pick    The item at the route's slug in the catalogue, or null.
 * @param title   The document title of the item.
 * @param loading The spinner's label and the title while the catalogue loads.
 */
export function useCatalogueRoute< T >(
	pick: ( data: CatalogueData, slug: string | undefined ) => T | null,
	title: ( item: T ) => string,
	loading: string
): CatalogueRoute< T > {
	const { slug } = useParams();
	const today = catalogueToday();
	const data = useLoaded(
		today,
		() => peekCatalogue( today ),
		() => loadCatalogue( today )
	);
	const item = data ? pick( data, slug ) : null;
	const missing = data !== undefined && item === null && ! data.failed;
	const named = item !== null ? title( item ) : loading;
	useDocumentTitle( missing ? pagesCopy.notFound.title : named );
	if ( missing ) {
		return { item: null, fallback: <NotFoundPage /> };
	}
	if ( ! data ) {
		return { item: null, fallback: <LoadingSpinner label={ loading } /> };
	}
	if ( item === null ) {
		return { item: null, fallback: <ContentUnavailable showRetry /> };
	}
	return { item, data, fallback: null };
}
