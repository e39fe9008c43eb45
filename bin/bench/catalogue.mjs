/**
 * The bench's catalogue run (docs/books.md#the-books-page): her other books as
 * an author makes them, pages under the Books content page with their own
 * JPEG covers (bin/build/pictures.php's 1600×2400 cover, uploaded once a book
 * so WordPress makes each one's sizes). With the featured book, 8 books: The
 * Medallion Series (2, 2.5 and an upcoming 3 on pre-order), a Lakeside trilogy
 * and one standalone. The Heir has every extra (narrator, audio sample,
 * book-club questions, a bonus whose form is the real-plugin site's
 * "Newsletter"), The Medallion Series has its series page and the press kit
 * is published. putCatalogue( false ) takes them all off again.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { HOME, ROOT, log, table } from './lib.mjs';
import { wpEval } from './site.mjs';

/** The book page the bench measures. */
export const CATALOGUE_BOOK = '/books/the-heir/';

/** The pages of issue 52 the bench measures, with their rows' names. */
export const NEXT_STEP_PAGES = [
	[ '/series/the-medallion-series/', 'series page' ],
	[ '/books/the-heir/bonus/', 'bonus page' ],
	[ '/press/', 'press kit' ],
];

/** The Heir's extras (content contract §7). */
const EXTRAS = {
	narrator: 'Jane Doe',
	audio_sample: 'https://cdn.example.com/audio/the-heir-sample.mp3',
	book_club: {
		list: [
			'Why does Jack keep the medallion a secret from Luc?',
			'What does the vow in chapter twelve cost each of them?',
			'Would you have trusted the Durand family again?',
		],
	},
	bonus_title: 'Read the bonus epilogue',
	bonus_description: [
		'One year after the wedding, Jack and Luc go back to the lake.',
	],
	bonus_form: 'Newsletter',
};

/** The Medallion Series' page, a child of the Books page like a book. */
const SERIES_PAGE = {
	slug: 'the-medallion-series',
	title: 'The Medallion Series',
	sections: {
		series_title: 'The Medallion Series',
		status: 'ongoing',
		description: [
			'A family, a medallion and the secrets it keeps, from Paris to Lake Ontario.',
		],
		reading_note:
			'Each book stands alone, but they are best read in order.',
		newsletter_form: 'Newsletter',
	},
};

/** The press kit's sections. */
const PRESS = {
	page_title: 'Press kit',
	page_description: 'Bios, photos and covers for press, bloggers and events.',
	bio_short: 'Claire Whitmore writes romantic suspense from Toronto.',
	bio_long: [
		'Claire Whitmore writes romantic suspense about families with secrets.',
		'She lives in Toronto with her husband and a very loud cat.',
	],
	pronunciation: 'Claire WIT-more',
	press_email: 'press@example.com',
	photo_credit: 'Photo by Jane Smith',
};

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
 * blockContent()): each marker in a Custom HTML block, its text in paragraphs,
 * or a list block for `{ list: [...] }`.
 * @param {Record<string, string|string[]|{list: string[]}>} sections
 */
export function blockContent( sections ) {
	const paragraph = ( text ) =>
		`<!-- wp:paragraph -->\n<p>${ text.replace( /\n/g, '<br>' ) }</p>\n<!-- /wp:paragraph -->`;
	const list = ( items ) =>
		`<!-- wp:list -->\n<ul class="wp-block-list">${ items
			.map(
				( item ) =>
					`<!-- wp:list-item -->\n<li>${ item }</li>\n<!-- /wp:list-item -->`
			)
			.join( '\n' ) }</ul>\n<!-- /wp:list -->`;
	return Object.entries( sections )
		.map( ( [ name, value ] ) =>
			[
				`<!-- wp:html -->\n<!-- section:${ name } -->\n<!-- /wp:html -->`,
				...( 'list' in Object( value )
					? [ list( value.list ) ]
					: ( Array.isArray( value ) ? value : [ value ] ).map(
							paragraph
						) ),
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
		? [
				...BOOKS.map( ( { slug, title, ...sections }, index ) => ( {
					slug,
					title,
					content: blockContent( {
						title,
						...sections,
						...( index === 0 ? EXTRAS : {} ),
					} ),
				} ) ),
				{
					slug: SERIES_PAGE.slug,
					title: SERIES_PAGE.title,
					content: blockContent( SERIES_PAGE.sections ),
				},
			]
		: [];
	const press = Buffer.from(
		JSON.stringify( on ? blockContent( PRESS ) : '' )
	).toString( 'base64' );
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
				update_post_meta( $id, 'author_site_bench_book', 1 );
				if ( ! str_contains( $book['content'], 'section:title' ) ) { continue; }
				copy( '${ folder }/cover.jpg', '${ folder }/upload-' . $book['slug'] . '.jpg' );
				$cover = media_handle_sideload( array( 'name' => $book['slug'] . '.jpg', 'tmp_name' => '${ folder }/upload-' . $book['slug'] . '.jpg' ), $id );
				if ( is_wp_error( $cover ) ) { fwrite( STDERR, $cover->get_error_message() ); exit( 1 ); }
				set_post_thumbnail( $id, $cover );
				update_post_meta( $cover, 'author_site_bench_book', 1 );
			}
			// The press kit: published with the bench's text, else back to the theme's draft.
			$kit  = get_page_by_path( 'press-content', OBJECT, 'page' );
			$text = json_decode( base64_decode( '${ press }' ) );
			if ( $kit && '' !== $text ) {
				if ( ! get_post_meta( $kit->ID, 'author_site_bench_press', true ) ) {
					update_post_meta( $kit->ID, 'author_site_bench_press', wp_slash( wp_json_encode( array( $kit->post_status, $kit->post_content ) ) ) );
				}
				wp_update_post( wp_slash( array( 'ID' => $kit->ID, 'post_status' => 'publish', 'post_content' => $text ) ) );
			} elseif ( $kit && get_post_meta( $kit->ID, 'author_site_bench_press', true ) ) {
				list( $status, $content ) = json_decode( get_post_meta( $kit->ID, 'author_site_bench_press', true ), true );
				wp_update_post( wp_slash( array( 'ID' => $kit->ID, 'post_status' => $status, 'post_content' => $content ) ) );
				delete_post_meta( $kit->ID, 'author_site_bench_press' );
			}
			echo $books ? 'catalogue: ' . ( count( $books ) - 1 ) . ' book pages with 1600x2400 JPEG covers and a series page under the Books page' . ( $kit ? ', the press kit published' : ', no press kit page' ) : 'catalogue: none';
		` )
	);
}

/**
 * The catalogue run's table: /books without the books, /books and a book
 * page with them, then each page of NEXT_STEP_PAGES that answered; each one's
 * scores, LCP ÷ bare and CLS, and the targets (LCP ÷ bare within 0.05 of
 * /books without and at most 1.15, CLS 0, 100 in all four, document ≤ 14 KB).
 * @param {Array}  catalogue The measures (routes.mjs measureCatalogue()).
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
				? `${ mark( ratio - base <= 0.05 && ratio <= 1.15 ) } ${ ratio.toFixed( 2 ) } (${ ratio - base >= 0 ? '+' : '' }${ ( ratio - base ).toFixed( 2 ) })`
				: ratio.toFixed( 2 ),
			`${ mark( m.cls === 0 ) } ${ m.cls.toFixed( 3 ) }`,
			`${ mark( m.tbt <= 30 ) } ${ Math.round( m.tbt ) } ms`,
			`${ mark( m.doc <= 14 * 1024 ) } ${ ( m.doc / 1024 ).toFixed( 1 ) } KB`,
			m.lcpElement ?? '',
		];
	};
	const [ books, book, ...next ] = catalogue;
	return table(
		[
			'page',
			'perf/a11y/BP/SEO 100',
			'LCP',
			'LCP ÷ bare (≤ 1.15 and ≤ /books without + 0.05)',
			'CLS 0',
			'TBT ≤ 30 ms',
			'document ≤ 14 KB',
			'LCP element',
		],
		[
			row( '`/books` without her other books', without, false ),
			row( '`/books` with 8 books in 2 series', books, true ),
			row(
				`book page \`${ CATALOGUE_BOOK }\` with every extra`,
				book,
				true
			),
			...next.map( ( r ) =>
				row( `${ r.name } \`${ r.path }\``, r, true )
			),
		]
	);
}
