import { configureApiFetch } from './api/apiFetch';
import { getConfig, routerBasename } from './config/config';
import { PRELOAD_ELEMENT_ID, readPageData } from './config/pageData';
import { pagesForPath, routeOfPath } from './content/routes';
import { catalogueToday, loadCatalogue, loadNoCatalogue } from './books/store';
import { loadCatalogueFor } from './books/fullPages';
import { loadPageContent } from './content/store';
import { EVENTS_PAGE_PER_PAGE, fetchEvent, fetchEvents } from './events/client';
import { registerEventLink } from './events/eventLinks';
import { loadDateData } from './events/format';
import { captureServerView } from './layout/serverView';
import { answerFromDocument, startDocumentReads } from './navigation/documents';

/**
 * Loads what the current route's first render needs from the page's preloaded
 * answers, so that render matches the server's markup; a later route's come
 * from its own document (docs/remote-calls.md#in-app-navigation).
 *
 * @param between Awaited before each read (src/index.tsx yields a task).
 */
export async function prepareFirstView(
	between: () => Promise< void > = () => Promise.resolve()
): Promise< void > {
	const config = getConfig();
	captureServerView();
	configureApiFetch(
		config,
		readPageData( PRELOAD_ELEMENT_ID ),
		answerFromDocument
	);
	const { pathname } = window.location;
	const basename = routerBasename( config );
	const route = routeOfPath( pathname, basename );
	const reads: Promise< unknown >[] = [];
	for ( const page of pagesForPath( pathname, basename ) ) {
		await between();
		reads.push( loadPageContent( page ) );
	}
	if ( route === '/events' || config.event ) {
		await between();
		loadDateData();
	}
	if ( route === '/events' ) {
		await between();
		reads.push( fetchEvents( EVENTS_PAGE_PER_PAGE ) );
	}
	if ( config.event ) {
		// The server drew this location as the event's page.
		registerEventLink( route + window.location.search, {
			slug: config.event.slug,
		} );
		await between();
		reads.push( fetchEvent( config.event.slug ) );
	}
	const catalogueDay =
		config.book?.today ?? config.series?.today ?? config.catalogue?.today;
	if ( catalogueDay ) {
		// The server drew a book's or series' page or /books's lists from the catalogue.
		await between();
		const book = config.book?.slug;
		const catalogue = loadCatalogue( catalogueDay, undefined, between );
		// A book's (or its bonus') page also reads the book in full, by its own path.
		reads.push(
			book
				? catalogue.then( ( data ) =>
						loadCatalogueFor( data, book, catalogueDay )
					)
				: catalogue
		);
	} else if ( route === '/books' ) {
		// The server drew /books with no listed book: the visit asks for none.
		reads.push( loadNoCatalogue( catalogueToday() ) );
	}
	await Promise.all( reads );
	startDocumentReads();
}
