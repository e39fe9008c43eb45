import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wpEval } from './wp';

export const SLUGS = {
	home: 'homepage-content',
	books: 'books-content',
	about: 'about-content',
	events: 'events-content',
	contact: 'contact-content',
} as const;

export type Page = keyof typeof SLUGS;

/** The WordPress recordings (tests/fixtures/wp-recordings). */
export const RECORDINGS = join(
	__dirname,
	'..',
	'..',
	'fixtures',
	'wp-recordings'
);

/**
 * The first page of a recorded `GET /wp/v2/pages?slug=…` answer.
 * @param file
 */
export function recordedPage( file: string ): {
	content: { rendered: string };
} {
	const recording = JSON.parse(
		readFileSync( join( RECORDINGS, file ), 'utf8' )
	);
	return JSON.parse( recording.response.body )[ 0 ];
}

function escapeHtml( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/**
 * Block-editor markup as the author edits it: each marker alone in a Custom
 * HTML block, its text in paragraph blocks (an array: one paragraph each).
 *
 * @param sections Section name → text or paragraphs.
 */
export function blockContent(
	sections: Record< string, string | string[] >
): string {
	return Object.entries( sections )
		.map( ( [ name, value ] ) => {
			const marker = `<!-- wp:html -->\n<!-- section:${ name } -->\n<!-- /wp:html -->`;
			const paragraphs = (
				Array.isArray( value ) ? value : [ value ]
			).map(
				( text ) =>
					`<!-- wp:paragraph -->\n<p>${ escapeHtml( text ).replace( /\n/g, '<br>' ) }</p>\n<!-- /wp:paragraph -->`
			);
			return [ marker, ...paragraphs ].join( '\n\n' );
		} )
		.join( '\n\n' );
}

/**
 * Creates or replaces a published content page.
 *
 * @param page    Page key.
 * @param content Stored post content.
 * @param extra   Extra post fields (e.g. post_excerpt, post_title).
 * @param raw     Store it as is, without kses (as a compromised account or
 *                an import would): for hostile-content tests.
 */
export function putPage(
	page: Page,
	content: string,
	extra: Record< string, string > = {},
	raw = false
): void {
	const fields = JSON.stringify( {
		post_type: 'page',
		post_status: 'publish',
		post_name: SLUGS[ page ],
		post_title: SLUGS[ page ],
		post_content: content,
		...extra,
	} );
	wpEval( `
		${ raw ? 'kses_remove_filters();' : '' }
		$fields = json_decode( base64_decode( '${ Buffer.from( fields ).toString( 'base64' ) }' ), true );
		$existing = get_page_by_path( $fields['post_name'], OBJECT, 'page' );
		if ( $existing ) { $fields['ID'] = $existing->ID; }
		$id = wp_insert_post( wp_slash( $fields ), true );
		echo is_wp_error( $id ) ? $id->get_error_message() : $id;
	` );
}

/**
 * PHP for the page with this slug: a WP_Post, or null when there is none.
 * For PHP that needs it in the same run (or on another site); otherwise
 * pageId().
 * @param slug The page's slug (a value of SLUGS or any other page's).
 */
export function phpPage( slug: string ): string {
	return `get_page_by_path( '${ slug }', OBJECT, 'page' )`;
}

/**
 * The id of the page with this slug; 0 when there is none.
 * @param slug The page's slug.
 */
export function pageIdBySlug( slug: string ): number {
	return Number(
		wpEval( `$page = ${ phpPage( slug ) }; echo $page ? $page->ID : 0;` )
	);
}

/**
 * The id of a content page; 0 when there is none.
 * @param page Page key.
 */
export function pageId( page: Page ): number {
	return pageIdBySlug( SLUGS[ page ] );
}

/**
 * Deletes a content page for good.
 * @param page
 */
export function deletePage( page: Page ): void {
	wpEval( `
		$existing = ${ phpPage( SLUGS[ page ] ) };
		if ( $existing ) { wp_delete_post( $existing->ID, true ); }
	` );
}

/**
 * Deletes every content page for good, in any status (the trash included):
 * the state the specs start from (the site shows the built-in texts).
 */
export function deleteContentPages(): void {
	wpEval( `
		foreach ( json_decode( '${ JSON.stringify( Object.values( SLUGS ) ) }' ) as $slug ) {
			$ids = get_posts( array( 'post_type' => 'page', 'post_status' => array( 'publish', 'future', 'draft', 'pending', 'private', 'trash' ), 'post_name__in' => array( $slug, $slug . '__trashed' ), 'fields' => 'ids', 'numberposts' => -1 ) );
			foreach ( $ids as $id ) { wp_delete_post( $id, true ); }
		}
	` );
}
