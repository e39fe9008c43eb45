/**
 * The bench's catalogue run (docs/books.md#the-books-page): her other books as
 * an author makes them, pages under the Books content page with their own
 * JPEG covers (bin/build/pictures.php's 1600×2400 cover, uploaded once a book
 * so WordPress makes each one's sizes). With the featured book, 8 books: The
 * Medallion Series (2, 2.5 and an upcoming 3 on pre-order), a Lakeside trilogy
 * and one standalone. putCatalogue( false ) takes them all off again.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { HOME, ROOT, log, table } from './lib.mjs';
import { wpEval } from './site.mjs';

/** The book page the bench measures. */
export const CATALOGUE_BOOK = '/books/the-heir/';

/**
 * A day some weeks after today, so that one book is always upcoming.
 * @param {number} days How many days ahead.
 */
const ahead = ( days ) =>
	new Date( Date.now() + days * 86_400_000 ).toISOString().slice( 0, 10 );

/** The catalogue's books, the featured one, The Heir, first. */
export const BOOKS = [
	{
		slug: 'the-heir',
		title: 'The Heir',
		subtitle: 'A Medallion Novel — Book Two',
		series: 'The Medallion Series',
		series_number: '2',
		release_date: '2026-03-05',
		description:
			'Her brother’s secrets come due, and Jack is the only one she trusts.',
		synopsis: [
			'Luc Durand never wanted the medallion. Now everyone who wants it wants him.',
			'Protecting him means working with the one woman Jack swore he would never see again.',
		],
		tropes: 'Second Chance, Slow Burn, Bodyguard',
		heat_level: '3',
		content_notes: 'grief, violence',
		buy_links: [
			'ebook: https://www.amazon.com/dp/B0HEIR',
			'ebook: https://www.kobo.com/ebook/the-heir',
			'paperback: https://www.barnesandnoble.com/w/the-heir',
			'audiobook: https://www.audible.com/pd/the-heir',
			'https://bookshop.org/p/books/the-heir',
		],
		isbn: [ 'ebook: 978-0-306-40615-7', 'paperback: 0-306-40615-2' ],
	},
	{
		slug: 'the-vow',
		title: 'The Vow',
		series: 'The Medallion Series',
		series_number: '2.5',
		release_date: '2026-06-14',
		description: 'A wedding, a storm and one more secret.',
		buy_links: [
			'ebook: https://books.apple.com/book/the-vow',
			'ebook: https://www.kobo.com/ebook/the-vow',
		],
	},
	{
		slug: 'the-ring',
		title: 'The Ring',
		series: 'The Medallion Series',
		series_number: '3',
		release_date: ahead( 90 ),
		description:
			'The last piece of the medallion, and the last chance to stop running.',
		buy_links: [
			'ebook: https://www.amazon.com/dp/B0RING',
			'https://books2read.com/the-ring',
		],
	},
	...[ 'Nights', 'Mornings', 'Promises' ].map( ( word, index ) => ( {
		slug: `lakeside-${ word.toLowerCase() }`,
		title: `Lakeside ${ word }`,
		series: 'Lakeside',
		series_number: String( index + 1 ),
		release_date: `${ 2023 + index }-05-01`,
		description: 'A small town on Lake Ontario, and a second chance.',
		buy_links: `https://www.amazon.com/dp/B0LAKE${ index + 1 }`,
	} ) ),
	{
		slug: 'winter-ete',
		title: 'Winter Été',
		release_date: '2022-12-01',
		description: 'A standalone holiday romance in Montréal.',
		buy_links: 'https://books2read.com/winter-ete',
	},
];

/**
 * Block-editor markup as the author writes a book (tests/e2e/support/content-pages.ts
 * blockContent()): each marker in a Custom HTML block, its text in paragraphs.
 * @param {Record<string, string|string[]>} sections
 */
export function blockContent( sections ) {
	return Object.entries( sections )
		.map( ( [ name, value ] ) =>
			[
				`<!-- wp:html -->\n<!-- section:${ name } -->\n<!-- /wp:html -->`,
				...( Array.isArray( value ) ? value : [ value ] ).map(
					( text ) =>
						`<!-- wp:paragraph -->\n<p>${ text.replace( /\n/g, '<br>' ) }</p>\n<!-- /wp:paragraph -->`
				),
			].join( '\n\n' )
		)
		.join( '\n\n' );
}

/**
 * Puts the catalogue's books on the bench site, or takes them off.
 * @param {boolean} on Whether to put them.
 */
export function putCatalogue( on ) {
	const folder = join( HOME, 'pictures' );
	if ( on ) {
		execFileSync(
			'php',
			[ join( ROOT, 'bin', 'build', 'pictures.php' ), folder ],
			{ stdio: [ 'ignore', 2, 2 ] }
		);
	}
	const pages = on
		? BOOKS.map( ( { slug, title, ...sections } ) => ( {
				slug,
				title,
				content: blockContent( { title, ...sections } ),
			} ) )
		: [];
	const data = Buffer.from( JSON.stringify( pages ) ).toString( 'base64' );
	log(
		wpEval( `
			require_once ABSPATH . 'wp-admin/includes/image.php';
			require_once ABSPATH . 'wp-admin/includes/file.php';
			require_once ABSPATH . 'wp-admin/includes/media.php';
			foreach ( get_posts( array( 'post_type' => array( 'page', 'attachment' ), 'post_status' => 'any', 'numberposts' => -1, 'meta_key' => 'author_site_bench_book', 'fields' => 'ids' ) ) as $id ) {
				'attachment' === get_post_type( $id ) ? wp_delete_attachment( $id, true ) : wp_delete_post( $id, true );
			}
			$parent = get_page_by_path( author_site_content_slugs()['books'], OBJECT, 'page' );
			$books  = json_decode( base64_decode( '${ data }' ), true );
			foreach ( $books as $book ) {
				$id = wp_insert_post( wp_slash( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_parent' => $parent->ID, 'post_name' => $book['slug'], 'post_title' => $book['title'], 'post_content' => $book['content'] ) ), true );
				if ( is_wp_error( $id ) ) { fwrite( STDERR, $id->get_error_message() ); exit( 1 ); }
				copy( '${ folder }/cover.jpg', '${ folder }/upload-' . $book['slug'] . '.jpg' );
				$cover = media_handle_sideload( array( 'name' => $book['slug'] . '.jpg', 'tmp_name' => '${ folder }/upload-' . $book['slug'] . '.jpg' ), $id );
				if ( is_wp_error( $cover ) ) { fwrite( STDERR, $cover->get_error_message() ); exit( 1 ); }
				set_post_thumbnail( $id, $cover );
				update_post_meta( $id, 'author_site_bench_book', 1 );
				update_post_meta( $cover, 'author_site_bench_book', 1 );
			}
			echo $books ? 'catalogue: ' . count( $books ) . ' book pages with 1600x2400 JPEG covers under the Books page' : 'catalogue: none';
		` )
	);
}

/**
 * The catalogue run's table: /books without the books, /books and a book
 * page with them; each one's scores, LCP ÷ bare and CLS, and the targets
 * (LCP ÷ bare within 0.05 of /books without, CLS 0, 100 in all four).
 * @param {Array}  catalogue The two measures (routes.mjs measureCatalogue()).
 * @param {Object} without   /books measured before the books were put.
 * @param {number} bareLcp   The bare page's median LCP.
 */
export function catalogueTable( catalogue, without, bareLcp ) {
	const mark = ( ok ) => ( ok ? '✓' : '✗' );
	const base = without.median.lcp / bareLcp;
	const row = ( name, r, compare ) => {
		const m = r.median;
		const ratio = m.lcp / bareLcp;
		const scores = [
			'performance',
			'accessibility',
			'best-practices',
			'seo',
		].map( ( c ) => m[ c ] );
		return [
			name,
			`${ mark( scores.every( ( v ) => v === 100 ) ) } ${ scores.join( '/' ) }`,
			`${ ( m.lcp / 1000 ).toFixed( 2 ) } s`,
			compare
				? `${ mark( ratio - base <= 0.05 ) } ${ ratio.toFixed( 2 ) } (${ ratio - base >= 0 ? '+' : '' }${ ( ratio - base ).toFixed( 2 ) })`
				: ratio.toFixed( 2 ),
			`${ mark( m.cls === 0 ) } ${ m.cls.toFixed( 3 ) }`,
			`${ mark( m.tbt <= 30 ) } ${ Math.round( m.tbt ) } ms`,
			`${ mark( m.doc <= 14 * 1024 ) } ${ ( m.doc / 1024 ).toFixed( 1 ) } KB`,
			m.lcpElement ?? '',
		];
	};
	return table(
		[
			'page',
			'perf/a11y/BP/SEO 100',
			'LCP',
			'LCP ÷ bare (≤ /books without + 0.05)',
			'CLS 0',
			'TBT ≤ 30 ms',
			'document ≤ 14 KB',
			'LCP element',
		],
		[
			row( '`/books` without her other books', without, false ),
			row( '`/books` with 8 books in 2 series', catalogue[ 0 ], true ),
			row( `book page \`${ CATALOGUE_BOOK }\``, catalogue[ 1 ], true ),
		]
	);
}
