import { expect, test } from '../support/fixtures';
import { siteEval } from '../support/cache-site';
import { fromEach } from '../support/cluster';
import { bookPage } from '../../shared/book-pages';

/*
 * The author's saves on the cluster (docs/hosting.md): two PHP servers
 * sharing one database and one persistent object cache. Each test asks both
 * servers first (so each, and the object cache, holds the old value), saves
 * as WordPress saves (its own functions, the hooks they fire), then the next
 * request to each server, past the page cache, must show the change.
 */

const MARK = `cluster-${ Date.now() }`;
const BOOK = `e2e-cluster-book-${ Date.now() }`;

/** The book's page, with a description. */
const bookContent = ( description: string ) =>
	bookPage( {
		title: 'The Cluster Book',
		release_date: '2024-02-01',
		description,
		buy_links: `ebook: https://www.amazon.com/dp/${ BOOK }`,
	} );

/** PHP putting the theme's settings back as they were. */
const restoreSettings = ( saved: string ) => `
	$saved = json_decode( ${ JSON.stringify( saved ) }, true );
	null === $saved ? delete_option( 'author_site_settings' ) : update_option( 'author_site_settings', $saved );
`;

/** The theme's settings as JSON, for restoreSettings(). */
const savedSettings = () =>
	siteEval(
		"echo wp_json_encode( get_option( 'author_site_settings', null ) );"
	);

/**
 * Whether each server's page shows a text.
 * @param pages fromEach()'s pages.
 * @param text  The text.
 */
const shows = ( pages: string[], text: string ) =>
	pages.map( ( html ) => html.includes( text ) );

/** Both servers, or neither. */
const BOTH = [ true, true ];
const NEITHER = [ false, false ];

test.beforeAll( () => {
	siteEval( `
		wp_insert_post( wp_slash( array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_parent'  => get_page_by_path( 'books-content' )->ID,
			'post_name'    => '${ BOOK }',
			'post_title'   => 'The Cluster Book',
			'post_content' => ${ JSON.stringify( bookContent( 'Before the save.' ) ) },
		) ) );
	` );
} );

test.afterAll( () => {
	siteEval(
		`wp_delete_post( get_page_by_path( 'books-content/${ BOOK }' )->ID, true );`
	);
} );

test( 'a content page saved: both servers show the new text', async ( {
	request,
} ) => {
	expect( shows( await fromEach( request, '/about' ), 'My Story' ) ).toEqual(
		BOTH
	);
	const before = siteEval(
		"echo wp_json_encode( get_page_by_path( 'about-content' )->post_content );"
	);
	const save = ( content: string ) =>
		siteEval( `
			wp_update_post( wp_slash( array(
				'ID'           => get_page_by_path( 'about-content' )->ID,
				'post_content' => json_decode( ${ JSON.stringify( content ) } ),
			) ) );
		` );
	try {
		save(
			JSON.stringify(
				( JSON.parse( before ) as string ).replace(
					'<p>My Story</p>',
					`<p>My Story ${ MARK }</p>`
				)
			)
		);
		expect(
			shows( await fromEach( request, '/about' ), `My Story ${ MARK }` )
		).toEqual( BOTH );
	} finally {
		save( before );
	}
	const pages = await fromEach( request, '/about' );
	expect( shows( pages, 'My Story' ) ).toEqual( BOTH );
	expect( shows( pages, MARK ) ).toEqual( NEITHER );
} );

test( 'a book saved: both servers show its new description', async ( {
	request,
} ) => {
	expect(
		shows(
			await fromEach( request, `/books/${ BOOK }/` ),
			'Before the save.'
		)
	).toEqual( BOTH );
	expect(
		shows( await fromEach( request, '/books/' ), 'The Cluster Book' )
	).toEqual( BOTH );
	siteEval( `
		wp_update_post( wp_slash( array(
			'ID'           => get_page_by_path( 'books-content/${ BOOK }' )->ID,
			'post_content' => ${ JSON.stringify(
				bookContent( `After the save ${ MARK }.` )
			) },
		) ) );
	` );
	const pages = await fromEach( request, `/books/${ BOOK }/` );
	expect( shows( pages, `After the save ${ MARK }.` ) ).toEqual( BOTH );
	expect( shows( pages, 'Before the save.' ) ).toEqual( NEITHER );
} );

test( 'a setting saved: both servers show the author’s new name', async ( {
	request,
} ) => {
	const saved = savedSettings();
	expect(
		shows( await fromEach( request, '/' ), 'Claire Whitmore' )
	).toEqual( BOTH );
	try {
		siteEval( `
			$settings = get_option( 'author_site_settings', array() );
			$settings = is_array( $settings ) ? $settings : array();
			$settings['author_name'] = 'Clara ${ MARK }';
			update_option( 'author_site_settings', $settings );
		` );
		expect(
			shows( await fromEach( request, '/' ), `Clara ${ MARK }` )
		).toEqual( BOTH );
	} finally {
		siteEval( restoreSettings( saved ) );
	}
} );

test( 'a picture chosen: both servers show the new author photo', async ( {
	request,
} ) => {
	const picture = siteEval( `
		$ids = get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'meta_key' => '_author_site_test_content', 'fields' => 'ids' ) );
		echo basename( get_attached_file( $ids[0] ), '.jpg' );
	` );
	expect( picture ).toMatch( /^book-launch/ );
	expect(
		shows( await fromEach( request, '/about' ), `/${ picture }` )
	).toEqual( NEITHER );
	const setThumbnail = ( php: string ) =>
		siteEval( `
			$about = get_page_by_path( 'about-content' )->ID;
			$ids   = get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'meta_key' => '_author_site_test_content', 'fields' => 'ids' ) );
			${ php }
		` );
	try {
		setThumbnail( 'set_post_thumbnail( $about, $ids[0] );' );
		expect(
			shows( await fromEach( request, '/about' ), `/${ picture }` )
		).toEqual( BOTH );
	} finally {
		setThumbnail( 'delete_post_thumbnail( $about );' );
	}
	expect(
		shows( await fromEach( request, '/about' ), `/${ picture }` )
	).toEqual( NEITHER );
} );

test( 'a form choice saved: both servers give the contact form the new name format', async ( {
	request,
} ) => {
	const saved = savedSettings();
	expect(
		shows(
			await fromEach( request, '/contact' ),
			'"nameFormat":"first-last"'
		)
	).toEqual( BOTH );
	try {
		siteEval( `
			$settings = get_option( 'author_site_settings', array() );
			$settings['wpforms']['name_format'] = 'simple';
			update_option( 'author_site_settings', $settings );
		` );
		const pages = await fromEach( request, '/contact' );
		expect( shows( pages, '"nameFormat":"simple"' ) ).toEqual( BOTH );
		expect( shows( pages, '"nameFormat":"first-last"' ) ).toEqual(
			NEITHER
		);
	} finally {
		siteEval( restoreSettings( saved ) );
	}
} );
