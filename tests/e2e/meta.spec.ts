import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	appReady,
	expect,
	ROUTES,
	test,
	visitEveryRoute,
} from './support/fixtures';
import { SLUGS } from './support/content-pages';
import { nodesOfType, readHead } from './support/head';
import { wpEval } from './support/wp';

/*
 * Findable and shareable (issue 8): what each route's HTML tells search
 * engines and link previews before any script runs, the sitemap, and how
 * few requests a whole visit makes. Reads only: the site shows its built-in
 * texts here (content.spec.ts checks that WordPress text wins).
 */

const AUTHOR = 'Claire Whitmore';
const defaults = JSON.parse(
	readFileSync(
		join( __dirname, '..', '..', 'src', 'content', 'defaults.json' ),
		'utf8'
	)
);

/** Each route's default description: the page's own introduction. */
const DESCRIPTIONS: Record< string, string > = {
	home: defaults.home.heroSubtitle,
	books: defaults.books.pageDescription,
	about: defaults.about.pageSubtitle,
	events: defaults.events.pageDescription,
	contact: defaults.contact.pageDescription,
};

const OG_TYPES: Record< string, string > = {
	home: 'website',
	books: 'book',
	about: 'profile',
	events: 'website',
	contact: 'website',
};

/**
 * A PNG's or JPEG's width and height, from its header bytes.
 * @param bytes
 */
function imageSize( bytes: Buffer ): { width: number; height: number } {
	if ( bytes.subarray( 1, 4 ).toString( 'latin1' ) === 'PNG' ) {
		return {
			width: bytes.readUInt32BE( 16 ),
			height: bytes.readUInt32BE( 20 ),
		};
	}
	if ( bytes[ 0 ] === 0xff && bytes[ 1 ] === 0xd8 ) {
		let at = 2;
		while ( at < bytes.length ) {
			const marker = bytes[ at + 1 ];
			// Start of frame (baseline, progressive…), not DHT/JPG/DAC.
			if (
				marker >= 0xc0 &&
				marker <= 0xcf &&
				! [ 0xc4, 0xc8, 0xcc ].includes( marker )
			) {
				return {
					height: bytes.readUInt16BE( at + 5 ),
					width: bytes.readUInt16BE( at + 7 ),
				};
			}
			at += 2 + bytes.readUInt16BE( at + 2 );
		}
	}
	throw new Error( 'not a PNG or JPEG with a size' );
}

/** The permalink structure's trailing-slash policy, as WordPress applies it. */
let slash = '';

test.beforeAll( () => {
	slash = wpEval(
		"echo '/' === substr( (string) get_option( 'permalink_structure' ), -1 ) ? '/' : '';"
	);
} );

/**
 * A route's canonical URL.
 * @param baseURL
 * @param path
 */
const canonical = ( baseURL: string, path: string ) =>
	path === '/' ? `${ baseURL }/` : `${ baseURL }${ path }${ slash }`;

/**
 * The JSON-LD Book node Home and Books carry.
 *
 * @param baseURL The site.
 */
const BOOK_NODE = ( baseURL: string ) => ( {
	name: defaults.books.title,
	author: { '@type': 'Person', name: AUTHOR },
	genre: expect.any( String ),
	description: defaults.books.description,
	url: canonical( baseURL, '/books' ),
	isPartOf: {
		'@type': 'BookSeries',
		name: 'The Medallion Series',
	},
	position: 1,
	datePublished: '2025-09-30',
	offers: { '@type': 'Offer', url: defaults.books.amazonUrl },
} );

test.describe( 'each route’s HTML, without JavaScript', () => {
	for ( const route of ROUTES ) {
		test( `${ route.path }: title, description, canonical, Open Graph, Twitter card, JSON-LD`, async ( {
			request,
			baseURL,
		} ) => {
			const head = await readHead( request, route.path );
			expect( head.status ).toBe( 200 );
			const title = `${ route.title } · ${ AUTHOR }`;
			const url = canonical( baseURL!, route.path );
			expect( head.title ).toBe( title );
			expect( head.meta ).toMatchObject( {
				description: DESCRIPTIONS[ route.name ],
				'og:type': OG_TYPES[ route.name ],
				'og:title': title,
				'og:description': DESCRIPTIONS[ route.name ],
				'og:url': url,
				'og:site_name': AUTHOR,
				'og:image:width': '1200',
				'og:image:height': '630',
				'twitter:card': 'summary_large_image',
				'twitter:title': title,
				'twitter:description': DESCRIPTIONS[ route.name ],
				'theme-color': '#5c1a2b',
			} );
			expect( head.meta[ 'og:image:alt' ] ).toContain(
				'The Medallion Client'
			);
			expect( head.meta.robots ?? '' ).not.toContain( 'noindex' );
			expect( head.links.canonical ).toBe( url );

			// The share image: absolute, served, 1200×630.
			const image = head.meta[ 'og:image' ];
			expect( image ).toMatch( new RegExp( `^${ baseURL }/` ) );
			expect( head.meta[ 'twitter:image' ] ).toBe( image );
			const answer = await request.get( image );
			expect( answer.status() ).toBe( 200 );
			expect( answer.headers()[ 'content-type' ] ).toMatch(
				/^image\/(jpeg|png)/
			);
			expect( imageSize( await answer.body() ) ).toEqual( {
				width: 1200,
				height: 630,
			} );

			// JSON-LD: the author everywhere, the book on Home and Books.
			expect( head.jsonLd ).toHaveLength( 1 );
			expect( head.jsonLd[ 0 ] ).toMatchObject( {
				'@context': 'https://schema.org',
			} );
			expect( nodesOfType( head, 'Person' ) ).toEqual( [
				expect.objectContaining( {
					name: AUTHOR,
					url: `${ baseURL }/`,
				} ),
			] );
			const books = nodesOfType( head, 'Book' );
			// Only Home and Books describe the book.
			const describesBook = [ 'home', 'books' ].includes( route.name );
			expect( books ).toHaveLength( describesBook ? 1 : 0 );
			expect( books.slice( 0, 1 ) ).toMatchObject(
				describesBook ? [ BOOK_NODE( baseURL! ) ] : []
			);
			for ( const src of books.flatMap(
				( book ) => book.image as string[]
			) ) {
				expect( src ).toMatch( new RegExp( `^${ baseURL }/` ) );
				expect( ( await request.get( src ) ).status() ).toBe( 200 );
			}
		} );
	}

	test( 'the not-found view is noindex, with no canonical URL or JSON-LD', async ( {
		request,
	} ) => {
		const head = await readHead( request, '/no-such-page' );
		expect( head.status ).toBe( 404 );
		expect( head.title ).toBe( `Page not found · ${ AUTHOR }` );
		expect( head.meta.robots ).toContain( 'noindex' );
		expect( head.links.canonical ).toBeUndefined();
		expect( head.jsonLd ).toEqual( [] );
	} );

	test( 'a favicon and a touch icon while the author has set no site icon', async ( {
		request,
	} ) => {
		const head = await readHead( request, '/' );
		// The icon is the theme's favicon.svg as a data: URL (no request while
		// the first view paints); the touch icon is a file.
		const favicon = await (
			await request.get(
				'/wp-content/themes/author-site/build/images/favicon.svg'
			)
		).text();
		expect( head.links.icon ).toBe(
			'data:image/svg+xml,' + encodeURIComponent( favicon )
		);
		expect( head.links[ 'apple-touch-icon' ] ).toBeTruthy();
		expect(
			( await request.get( head.links[ 'apple-touch-icon' ] ) ).status()
		).toBe( 200 );
	} );
} );

test( 'the sitemap lists the five routes and no content page', async ( {
	request,
	baseURL,
} ) => {
	const locs = ( xml: string ) =>
		[ ...xml.matchAll( /<loc>([^<]+)<\/loc>/g ) ].map(
			( [ , loc ] ) => loc
		);
	const index = await request.get( '/wp-sitemap.xml' );
	expect( index.status() ).toBe( 200 );
	const urls: string[] = [];
	for ( const sitemap of locs( await index.text() ) ) {
		urls.push( ...locs( await ( await request.get( sitemap ) ).text() ) );
	}
	for ( const route of ROUTES ) {
		expect( urls ).toContain( canonical( baseURL!, route.path ) );
	}
	for ( const slug of Object.values( SLUGS ) ) {
		expect( urls.filter( ( url ) => url.includes( slug ) ) ).toEqual( [] );
	}
} );

test( 'a visit to all five routes reads each page once and nothing again on revisits; the app’s titles match the server’s', async ( {
	page,
	request,
	consoleErrors,
} ) => {
	const serverTitles: Record< string, string | null > = {};
	for ( const route of ROUTES ) {
		serverTitles[ route.nav ] = (
			await readHead( request, route.path )
		).title;
	}
	const reads: Record< string, number > = {};
	page.on( 'request', ( r ) => {
		const url = decodeURIComponent( r.url() );
		const slug = /wp\/v2\/pages.*?slug=([a-z-]+)/.exec( url )?.[ 1 ];
		const key =
			slug ??
			( url.includes( 'tribe/events/v1/events' ) ? 'events' : null );
		if ( key ) {
			reads[ key ] = ( reads[ key ] ?? 0 ) + 1;
		}
	} );
	await page.goto( '/' );
	await appReady( page );
	const visitAll = () =>
		visitEveryRoute( page, ( name ) =>
			expect( page ).toHaveTitle( serverTitles[ name ]! )
		);
	await visitAll();
	const afterFirst = { ...reads };
	for ( const [ key, count ] of Object.entries( afterFirst ) ) {
		expect( count, key ).toBeLessThanOrEqual( 1 );
	}
	// Home preloaded its own text and the books text.
	expect( afterFirst[ SLUGS.home ] ).toBeUndefined();
	expect( afterFirst[ SLUGS.books ] ).toBeUndefined();
	await visitAll();
	await page.goBack();
	await page.goBack();
	await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
	expect( reads ).toEqual( afterFirst );
	expect( consoleErrors ).toEqual( [] );
} );
