/**
 * What the view tests of the catalogue's pages share (a book's, a series', a
 * bonus and the press kit's page, the extras, the lists on /books): a view in
 * the router, the app's routes at a path, the Books content page's answer,
 * and a visit started on a configuration with the catalogue read from the
 * two answers.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../../src/App';
import { loadCatalogue, resetCatalogue } from '../../../src/books/store';
import { resetConfigForTests } from '../../../src/config/config';
import { resetContentStore } from '../../../src/content/store';
import {
	BOOKS_TODAY,
	bookPage,
	type BookSectionValue,
} from '../../shared/book-pages';
import { setPageConfig } from '../../shared/page-config';

/** React Router's coming behaviours, as the app's router has them. */
export const ROUTER_FUTURE = {
	v7_startTransition: false,
	v7_relativeSplatPath: true,
};

/**
 * An element drawn inside a router.
 * @param element The element.
 * @param path    The router's address.
 */
export function renderInRouter( element: ReactElement, path = '/' ) {
	return render(
		<MemoryRouter initialEntries={ [ path ] } future={ ROUTER_FUTURE }>
			{ element }
		</MemoryRouter>
	);
}

/**
 * The app's routes at a path.
 * @param path The path.
 */
export function renderAt( path: string ) {
	return renderInRouter( <AppRoutes />, path );
}

/** No newsletter form: the signup draws its message at once, with no read. */
export const NO_NEWSLETTER = { newsletter: { available: false } };

/**
 * Puts a configuration in the page and has the app read it afresh.
 * @param config The configuration.
 */
export function configure( config: unknown ): void {
	setPageConfig( config );
	resetConfigForTests();
}

/**
 * The Books content page's answer (id 5): the featured book with these sections.
 * @param sections Section name → value.
 * @param fields   Other fields of the page.
 */
export function booksAnswer(
	sections: Record< string, BookSectionValue >,
	fields: Record< string, unknown > = {}
) {
	return [
		{
			id: 5,
			slug: 'books-content',
			content: { rendered: bookPage( sections ), protected: false },
			...fields,
		},
	];
}

/**
 * The app's public reads answered with these pages: the Books content page's
 * children, a page of `others` by its path, else the Books content page.
 * @param books    The Books content page's answer.
 * @param children Its children's answer.
 * @param others   Other answers by path.
 */
export function catalogueReads(
	books: unknown,
	children: unknown,
	others: Record< string, unknown > = {}
) {
	return ( path: string ): Promise< unknown > => {
		if ( path.includes( 'parent=5' ) ) {
			return Promise.resolve( children );
		}
		return Promise.resolve( path in others ? others[ path ] : books );
	};
}

/**
 * A visit started on a configuration with no newsletter form, with nothing
 * read yet but the catalogue, read from these answers.
 * @param books    The Books content page's answer.
 * @param children Its children's answer.
 * @param config   The rest of the page's configuration.
 */
export async function startWithCatalogue(
	books: unknown,
	children: unknown,
	config: Record< string, unknown >
): Promise< void > {
	resetContentStore();
	resetCatalogue();
	configure( { ...NO_NEWSLETTER, ...config } );
	await loadCatalogue( BOOKS_TODAY, catalogueReads( books, children ) );
}
