/**
 * The book page the navigation bench clicks through to from /books: one page
 * (no cover) under the Books content page, put for a run and taken off
 * again, on the bench site or, through its own PHP runner, the cache site.
 */
import { BOOKS, blockContent } from './catalogue.mjs';
import { log } from './lib.mjs';
import { wpEval } from './site.mjs';

/** The catalogue's featured book's details the book page shares. */
const SHARED = [
	'subtitle',
	'series',
	'series_number',
	'release_date',
	'description',
];

/**
 * The book page put under the Books content page while the bench runs: the
 * catalogue's featured book under another title, with two buy links.
 */
const BOOK_PAGE = {
	slug: 'the-keepsake',
	title: 'The Keepsake',
	sections: {
		title: 'The Keepsake',
		...Object.fromEntries(
			SHARED.map( ( key ) => [ key, BOOKS[ 0 ][ key ] ] )
		),
		buy_links: [
			'ebook: https://www.amazon.com/dp/B0KEEP',
			'https://bookshop.org/p/books/the-keepsake',
		],
	},
};

/**
 * Puts one book page (no cover) under the Books content page, or takes it off.
 * @param {boolean}                  on     Whether to put it.
 * @param {(code: string) => string} runPhp Runs PHP in the site.
 */
export function putBook( on, runPhp = wpEval ) {
	const data = Buffer.from(
		JSON.stringify( {
			slug: BOOK_PAGE.slug,
			title: BOOK_PAGE.title,
			content: blockContent( BOOK_PAGE.sections ),
		} )
	).toString( 'base64' );
	log(
		runPhp( `
			foreach ( get_posts( array( 'post_type' => 'page', 'post_status' => 'any', 'numberposts' => -1, 'meta_key' => 'author_site_bench_navigation_book', 'fields' => 'ids' ) ) as $id ) {
				wp_delete_post( $id, true );
			}
			if ( ! ${ on ? 'true' : 'false' } ) { echo 'navigation book: none'; return; }
			$book   = json_decode( base64_decode( '${ data }' ), true );
			$parent = get_page_by_path( author_site_content_slugs()['books'], OBJECT, 'page' );
			$id     = wp_insert_post( wp_slash( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_parent' => $parent->ID, 'post_name' => $book['slug'], 'post_title' => $book['title'], 'post_content' => $book['content'] ) ), true );
			if ( is_wp_error( $id ) ) { fwrite( STDERR, $id->get_error_message() ); exit( 1 ); }
			update_post_meta( $id, 'author_site_bench_navigation_book', 1 );
			echo 'navigation book: ' . $book['slug'] . ', a child page of the Books content page';
		` )
	);
}
