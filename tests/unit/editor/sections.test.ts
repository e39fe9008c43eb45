import type { BlockInstance } from '@wordpress/blocks';
import {
	insertionIndex,
	occurrences,
	renderedHtml,
	sectionStates,
	toLabelledSections,
	type ConversionTools,
} from '../../../src/editor/pageSections';
import { kindOf, sectionLabel } from '../../../src/editor/sectionKinds';
import { parseSections } from '../../../src/content/sections';

/*
 * The editor's reading of a page's sections (src/editor/pageSections.ts):
 * where each starts, its state, where a missing one goes, and the
 * conversion of markers written the older way into labelled sections, which
 * keeps what the site's parser reads.
 */

let ids = 0;
function block(
	name: string,
	attributes: Record< string, unknown > = {},
	innerBlocks: BlockInstance[] = []
): BlockInstance {
	ids += 1;
	return { clientId: `b${ ids }`, name, attributes, innerBlocks };
}
const html = ( content: string ) => block( 'core/html', { content } );
const classic = ( content: string ) => block( 'core/freeform', { content } );
const paragraph = ( content: string ) => block( 'core/paragraph', { content } );
const section = ( name: string, inner: BlockInstance[] ) =>
	block( 'core/group', { authorSiteSection: name }, inner );

/**
 * A block's saved HTML, as getBlockContent gives it for these kinds.
 * @param each
 */
function saved( each: BlockInstance ): string {
	const content = String( each.attributes.content ?? '' );
	return each.name === 'core/paragraph' ? `<p>${ content }</p>` : content;
}
const read = ( each: BlockInstance ) => String( each.attributes.content ?? '' );

const tools: ConversionTools = {
	read,
	keep: ( each ) => ( { ...each, clientId: `${ each.clientId }-copy` } ),
	section,
	html,
	// A piece of classic content as the paragraphs WordPress would make of it.
	classic: ( piece ) =>
		piece
			.trim()
			.split( /\n\s*\n/ )
			.map( ( text ) =>
				paragraph( text.trim().replace( /\n/g, '<br>' ) )
			),
};

describe( 'the sections of a page in the editor', () => {
	it( 'finds labelled sections and markers in Custom HTML and Classic blocks, in order', () => {
		const blocks = [
			section( 'hero_title', [ paragraph( 'One' ) ] ),
			html( '<!-- section:hero_subtitle -->' ),
			paragraph( 'Sub' ),
			classic(
				'<!-- section:tropes -->\nA, B\n<!-- /section:tropes -->'
			),
			paragraph( '&lt;!-- section:features --&gt;' ),
		];
		expect(
			occurrences( blocks, read ).map( ( each ) => [
				each.name,
				each.labelled,
			] )
		).toEqual( [
			[ 'hero_title', true ],
			[ 'hero_subtitle', false ],
			[ 'tropes', false ],
		] );
	} );

	it( 'tells each state: filled, empty, missing, written twice', () => {
		const blocks = [
			section( 'title', [ paragraph( 'A title' ) ] ),
			section( 'subtitle', [ paragraph( '' ) ] ),
			section( 'callout', [ paragraph( 'First' ) ] ),
			section( 'callout', [ paragraph( 'Second' ) ] ),
		];
		const states = sectionStates(
			[ 'title', 'subtitle', 'callout', 'tropes' ],
			occurrences( blocks, read ),
			renderedHtml( blocks, saved )
		);
		expect(
			Object.fromEntries(
				Object.entries( states ).map( ( [ name, status ] ) => [
					name,
					status.state,
				] )
			)
		).toEqual( {
			title: 'filled',
			subtitle: 'empty',
			callout: 'twice',
			tropes: 'missing',
		} );
		expect( states.callout!.clientId ).toBe( blocks[ 2 ]!.clientId );
		expect( states.tropes!.clientId ).toBeUndefined();
	} );

	it( 'puts a missing section before the first section that comes after it', () => {
		const order = [ 'a', 'b', 'c', 'd' ];
		const blocks = [
			section( 'a', [] ),
			paragraph( 'loose' ),
			html( '<!-- section:c -->' ),
			section( 'd', [] ),
		];
		expect( insertionIndex( blocks, order, 'b', read ) ).toBe( 2 );
		expect( insertionIndex( blocks, order, 'd', read ) ).toBe( 4 );
		expect( insertionIndex( [], order, 'a', read ) ).toBe( 0 );
	} );
} );

describe( 'converting to labelled sections', () => {
	it( 'does nothing on a page with no marker written the older way', () => {
		expect(
			toLabelledSections(
				[ section( 'title', [ paragraph( 'T' ) ] ), paragraph( 'x' ) ],
				tools
			)
		).toBeNull();
		expect( toLabelledSections( [], tools ) ).toBeNull();
	} );

	it( 'wraps what follows each Custom HTML marker, keeping loose text where the site ignores it', () => {
		const blocks = [
			paragraph( 'Before any marker' ),
			html( '<!-- section:hero_title -->' ),
			paragraph( 'One<br>Two' ),
			html( '<!-- section:hero_subtitle -->\nTyped <em>here</em>' ),
			paragraph( 'Sub' ),
			html( '<!-- /section:hero_subtitle -->' ),
			paragraph( 'After the closing marker' ),
			html( '<!-- section:features --><!-- section:tropes -->' ),
			paragraph( 'A, B' ),
		];
		const converted = toLabelledSections( blocks, tools )!;
		expect(
			converted.map( ( each ) => [
				each.name,
				each.attributes.authorSiteSection ?? null,
				each.innerBlocks.length,
			] )
		).toEqual( [
			[ 'core/paragraph', null, 0 ],
			[ 'core/group', 'hero_title', 1 ],
			[ 'core/group', 'hero_subtitle', 2 ],
			[ 'core/paragraph', null, 0 ],
			[ 'core/group', 'features', 0 ],
			[ 'core/group', 'tropes', 1 ],
		] );
		// The text typed after the marker stays a Custom HTML block, as typed.
		expect( converted[ 2 ]!.innerBlocks[ 0 ]!.attributes.content ).toBe(
			'\nTyped <em>here</em>'
		);
		expect( parseSections( renderedHtml( converted, saved ) ) ).toEqual(
			parseSections( renderedHtml( blocks, saved ) )
		);
		// Every block is a copy: the editor replaces the page's blocks with these.
		expect(
			converted
				.flatMap( ( each ) => [ each, ...each.innerBlocks ] )
				.map( ( each ) => each.clientId )
				.filter( ( id ) =>
					blocks.some( ( old ) => old.clientId === id )
				)
		).toEqual( [] );
		// Converted once, there is nothing left to convert.
		expect( toLabelledSections( converted, tools ) ).toBeNull();
	} );

	it( 'splits a Classic block at its markers into ordinary blocks', () => {
		const converted = toLabelledSections(
			[
				classic(
					'Ignored\n\n<!-- section:hero_title -->\nOne\nTwo\n\n<!-- section:synopsis -->\nFirst.\n\nSecond.'
				),
			],
			tools
		)!;
		expect(
			converted.map( ( each ) => [
				each.attributes.authorSiteSection ?? each.name,
				each.innerBlocks.map( ( inner ) => inner.attributes.content ),
			] )
		).toEqual( [
			[ 'core/paragraph', [] ],
			[ 'hero_title', [ 'One<br>Two' ] ],
			[ 'synopsis', [ 'First.', 'Second.' ] ],
		] );
	} );
} );

describe( 'which page is being edited', () => {
	const data = {
		slugs: { home: 'homepage-content', books: 'books-content' },
		booksPageId: 12,
		sections: {},
	};

	it( 'knows the content pages by slug and a book by its parent', () => {
		expect( kindOf( 'homepage-content', 0, data ) ).toBe( 'home' );
		expect( kindOf( 'the-heir', 12, data ) ).toBe( 'book' );
		expect( kindOf( 'the-heir', 13, data ) ).toBeNull();
		expect(
			kindOf( 'anything', 0, { ...data, booksPageId: 0 } )
		).toBeNull();
	} );

	it( 'knows a series page under the Books page by its series_title and no title', () => {
		expect(
			kindOf( 'harbor', 12, data, [ 'series_title', 'status' ] )
		).toBe( 'series' );
		expect(
			kindOf( 'harbor', 12, data, [ 'series_title', 'title' ] )
		).toBe( 'book' );
		expect( kindOf( 'harbor', 13, data, [ 'series_title' ] ) ).toBeNull();
		expect( sectionLabel( 'series', 'reading_note' ) ).toBe(
			'Reading note — e.g. Each book stands alone, but they are best read in order.'
		);
	} );

	it( 'labels a section in plain words with where it shows', () => {
		expect( sectionLabel( 'home', 'hero_title' ) ).toBe(
			'Hero title — the large heading on Home; the third line is highlighted'
		);
		expect( sectionLabel( 'home', 'not_a_section' ) ).toBe(
			'not a section'
		);
	} );
} );
