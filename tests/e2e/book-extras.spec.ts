/**
 * A book's extras on its page (docs/books.md#the-extras-on-the-page), against
 * the real WordPress: two books made through REST under the Books content
 * page, one with an audio sample uploaded to the Media Library and one with
 * an https: address; the player downloads nothing until played (the network
 * watched), the book club questions (a List block) stay closed until opened
 * from the keyboard, the first view hydrates without a change, axe finds
 * nothing, and screenshots at 375 and 1280 px go to SHOTS_DIR.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageIdBySlug, phpPage } from './support/content-pages';
import {
	appReady,
	axeViolations,
	expect,
	firstDifference,
	rootAsServed,
	rootNow,
	test,
} from './support/fixtures';
import { authorSession, upload, type Session } from './support/session';
import { restCreatePage, wpEval } from './support/wp';

const SHOTS = process.env.SHOTS_DIR ?? join( 'artifacts', 'shots' );
const FILES = mkdtempSync( join( tmpdir(), 'author-site-extras-' ) );

const QUESTIONS = [
	'Why, after all that, did she stay?',
	'Who lied first, and why?',
];

/** A labelled section's marker in a Custom HTML block, as the editor saves it. */
const marker = ( name: string ) =>
	`<!-- wp:html -->\n<!-- section:${ name } -->\n<!-- /wp:html -->`;

/** A section holding one paragraph. */
const paragraph = ( name: string, text: string ) =>
	`${ marker( name ) }\n\n<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;

/** The book club questions as the author writes them: a List block. */
const questions = `${ marker(
	'book_club'
) }\n\n<!-- wp:list -->\n<ul class="wp-block-list">${ QUESTIONS.map(
	( question ) =>
		`<!-- wp:list-item -->\n<li>${ question }</li>\n<!-- /wp:list-item -->`
).join( '\n\n' ) }</ul>\n<!-- /wp:list -->`;

/** One second of silence as a WAV file. */
function silence(): Buffer {
	const rate = 8000;
	const data = Buffer.alloc( rate );
	const header = Buffer.alloc( 44 );
	header.write( 'RIFF', 0 );
	header.writeUInt32LE( 36 + data.length, 4 );
	header.write( 'WAVEfmt ', 8 );
	header.writeUInt32LE( 16, 16 );
	header.writeUInt16LE( 1, 20 );
	header.writeUInt16LE( 1, 22 );
	header.writeUInt32LE( rate, 24 );
	header.writeUInt32LE( rate, 28 );
	header.writeUInt16LE( 1, 32 );
	header.writeUInt16LE( 8, 34 );
	header.write( 'data', 36 );
	header.writeUInt32LE( data.length, 40 );
	return Buffer.concat( [ header, data.fill( 128 ) ] );
}

const made: number[] = [];
let sample = '';

test.describe.serial( 'a book’s extras', () => {
	test.beforeAll( async ( { browser } ) => {
		const page = await browser.newPage();
		const session: Session = await authorSession( page );
		const file = join( FILES, 'e2e-extras-sample.wav' );
		writeFileSync( file, silence() );
		const media = await upload( session, file, { type: 'audio/wav' } );
		made.push( media );
		sample = wpEval( `echo wp_get_attachment_url( ${ media } );` );
		const parent = pageIdBySlug( 'books-content' );
		expect( parent, 'the Books content page' ).toBeGreaterThan( 0 );
		for ( const [ slug, audio ] of [
			[ 'e2e-extras-uploaded', sample ],
			[ 'e2e-extras-https', 'https://audio.example.invalid/sample.mp3' ],
		] ) {
			made.push(
				await restCreatePage( session.page, session.headers, {
					title: slug,
					slug,
					status: 'publish',
					parent,
					content: [
						paragraph( 'title', `Extras ${ slug }` ),
						paragraph( 'narrator', 'Jane Reader' ),
						paragraph( 'audio_sample', audio ),
						questions,
					].join( '\n\n' ),
				} )
			);
		}
		await page.close();
	} );

	test.afterAll( () => {
		wpEval(
			made
				.map(
					( id ) =>
						`wp_delete_attachment( ${ id }, true ) || wp_delete_post( ${ id }, true );`
				)
				.join( ' ' )
		);
		expect(
			wpEval( `echo ${ phpPage( 'e2e-extras-uploaded' ) } ? 1 : 0;` )
		).toBe( '0' );
	} );

	test( 'the player downloads nothing until the reader presses play', async ( {
		page,
	} ) => {
		const asked: string[] = [];
		page.on( 'request', ( request ) => asked.push( request.url() ) );
		await page.goto( '/books/e2e-extras-uploaded/' );
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Audiobook' } )
		).toBeVisible();
		await expect(
			page.getByText( 'Narrated by Jane Reader' )
		).toBeVisible();
		const player = page.getByLabel(
			'Audio sample of Extras e2e-extras-uploaded'
		);
		await expect( player ).toHaveAttribute( 'preload', 'none' );
		await expect( player ).toHaveAttribute( 'controls', '' );
		await expect( player ).toHaveAttribute( 'src', sample );
		// The app has started over the page; the element has its source and
		// stays idle with nothing loaded (HAVE_NOTHING), not loading.
		await appReady( page );
		await expect
			.poll( () =>
				player.evaluate( ( audio: HTMLAudioElement ) => [
					audio.networkState,
					audio.readyState,
				] )
			)
			.toEqual( [ 1, 0 ] );
		expect(
			await page.evaluate( () =>
				performance
					.getEntriesByType( 'resource' )
					.map( ( entry ) => entry.name )
					.filter( ( name ) => name.includes( 'e2e-extras-sample' ) )
			)
		).toEqual( [] );
		expect(
			asked.filter( ( url ) => url.includes( 'e2e-extras-sample' ) )
		).toEqual( [] );
		const played = page.waitForRequest( ( request ) =>
			request.url().includes( 'e2e-extras-sample' )
		);
		await player.evaluate( ( audio: HTMLAudioElement ) => audio.play() );
		await played;
		await expect
			.poll( () =>
				player.evaluate( ( audio: HTMLAudioElement ) => audio.paused )
			)
			.toBe( false );
	} );

	test( 'the book club questions stay closed until opened from the keyboard', async ( {
		page,
	} ) => {
		await page.goto( '/books/e2e-extras-uploaded/' );
		const details = page.locator( 'details.book-extras__club' );
		const summary = details.locator( 'summary' );
		await expect( details ).not.toHaveAttribute( 'open', /.*/ );
		await expect( details.getByRole( 'listitem' ).first() ).toBeHidden();
		await summary.focus();
		await expect( summary ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( details ).toHaveAttribute( 'open', '' );
		await expect( details.locator( 'ol > li' ) ).toHaveText( QUESTIONS );
		await page.keyboard.press( 'Space' );
		await expect( details ).not.toHaveAttribute( 'open', /.*/ );
	} );

	test( 'an https: sample is kept, and the policy lets it play', async ( {
		page,
		request,
	} ) => {
		const answer = await request.get( '/books/e2e-extras-https/' );
		expect( answer.headers()[ 'content-security-policy' ] ).toContain(
			"media-src 'self' https:"
		);
		await page.goto( '/books/e2e-extras-https/' );
		await expect(
			page.getByLabel( 'Audio sample of Extras e2e-extras-https' )
		).toHaveAttribute( 'src', 'https://audio.example.invalid/sample.mp3' );
	} );

	test( 'the first view hydrates without a change, axe finds nothing, screenshots', async ( {
		page,
		request,
	} ) => {
		const path = '/books/e2e-extras-uploaded/';
		const served = await rootAsServed( page, request, path );
		const now = await rootNow( page );
		expect( firstDifference( now, served ) ).toBe( 'none' );
		await page.locator( 'details.book-extras__club summary' ).click();
		expect( await axeViolations( page ) ).toEqual( [] );
		mkdirSync( SHOTS, { recursive: true } );
		for ( const width of [ 1280, 375 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await page.locator( '.book-extras' ).scrollIntoViewIfNeeded();
			await page.screenshot( {
				path: join( SHOTS, `book-extras-${ width }.png` ),
				fullPage: true,
			} );
		}
	} );
} );
