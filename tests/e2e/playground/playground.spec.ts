import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { expect, test } from '../support/fixtures';
import { fillContact } from '../support/forms';
import { MESSAGE, SIGNUP, readable } from '../support/visitor';
import {
	PLAYGROUND_HOME,
	PLAYGROUND_PORT,
	PLAYGROUND_URL,
	PLAYGROUND_WP,
	PLAYGROUND_ZIPS,
} from '../support/playground-site';

/*
 * The Playground path end to end (docs/playground.md): `bin/site/playground.mjs`
 * starts the whole site in WordPress Playground with Debian's WordPress
 * files and the plugins' release zips (no network, SQLite, independent of
 * the MariaDB sites); the five routes and an event page answer 200 with the
 * theme; the app's reads answer a visitor without cookies; a signup and a
 * contact message (the server forms, JavaScript off) land through the real
 * plugins (in the mail catcher's log); a violation report is counted in the
 * database; PHP logged no database error and
 * nothing from the theme; it stops. One Playground for the file: its tests
 * run in order.
 */

test.describe.configure( { mode: 'serial' } );

const ROUTES = [ '/', '/books', '/about', '/events', '/contact' ];
const MAIL_LOG = `${ PLAYGROUND_HOME }/mail/mail.jsonl`;
const PHP_LOG = `${ PLAYGROUND_HOME }/log/php.log`;

let playground: ChildProcess | undefined;
let output = '';

/** The messages the site "sent" (the mail catcher's log), oldest first. */
function caught(): Array< { subject: string; message: string } > {
	return existsSync( MAIL_LOG )
		? readFileSync( MAIL_LOG, 'utf8' )
				.split( '\n' )
				.filter( ( line ) => line !== '' )
				.map(
					( line ) =>
						JSON.parse( line ) as {
							subject: string;
							message: string;
						}
				)
		: [];
}

/** What PHP logged (bin/site/playground.mjs's log/php.log), one entry each. */
function phpLogged(): string[] {
	return existsSync( PHP_LOG )
		? readFileSync( PHP_LOG, 'utf8' ).split( /^(?=\[\d\d-\w{3}-\d{4} )/m )
		: [];
}

/**
 * Waits for the caught message whose subject matches; its readable text.
 * @param subject The subject.
 */
async function mailWith( subject: RegExp ): Promise< string > {
	let text = '';
	await expect
		.poll(
			() => {
				const mail = caught().find( ( one ) =>
					subject.test( one.subject )
				);
				text = mail ? readable( mail.message ) : '';
				return Boolean( mail );
			},
			{ timeout: 60_000 }
		)
		.toBe( true );
	return text;
}

/** Whether something listens on the port. */
function listening(): Promise< boolean > {
	return new Promise( ( done ) => {
		const socket = connect( PLAYGROUND_PORT, '127.0.0.1' );
		socket.once( 'connect', () => {
			socket.destroy();
			done( true );
		} );
		socket.once( 'error', () => done( false ) );
	} );
}

test.afterAll( () => {
	// Whatever happened: never leave it running.
	if ( playground && playground.exitCode === null ) {
		playground.kill( 'SIGTERM' );
	}
} );

test( 'starts with the theme and the three plugins', async () => {
	test.setTimeout( 15 * 60_000 );
	expect( await listening(), `port ${ PLAYGROUND_PORT } is taken` ).toBe(
		false
	);
	const started = Date.now();
	playground = spawn(
		process.execPath,
		[
			'bin/site/playground.mjs',
			`--port=${ PLAYGROUND_PORT }`,
			`--home=${ PLAYGROUND_HOME }`,
			`--wp=${ PLAYGROUND_WP }`,
			`--plugins=${ PLAYGROUND_ZIPS }`,
		],
		{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
	playground.stdout!.on( 'data', ( text: Buffer ) => {
		output += text.toString();
	} );
	playground.stderr!.on( 'data', ( text: Buffer ) => {
		output += text.toString();
	} );
	await expect
		.poll(
			() => {
				if ( playground!.exitCode !== null ) {
					throw new Error( `Playground stopped:\n${ output }` );
				}
				return output.includes(
					`[playground] up on ${ PLAYGROUND_URL }/`
				);
			},
			{ timeout: 14 * 60_000, intervals: [ 1000 ] }
		)
		.toBe( true );
	console.log(
		`Playground up in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) }s`
	);
	expect( output ).not.toContain( 'integrations off' );
	expect( output ).not.toMatch( /Error:|PHP Fatal/ );
} );

test( 'the five routes answer 200 with the theme', async ( { request } ) => {
	for ( const route of ROUTES ) {
		const answer = await request.get( `${ PLAYGROUND_URL }${ route }` );
		expect( answer.status(), route ).toBe( 200 );
		const html = await answer.text();
		// The theme's first view and its configuration.
		expect( html, route ).toContain( 'id="author-site-config"' );
		expect( html, route ).toContain( 'id="root"' );
	}
} );

test( "the app's reads answer a visitor without cookies, not with a login redirect", async ( {
	request,
} ) => {
	// The signup's form list (src/newsletter/formConfig.ts): the app reads it
	// without credentials, as any visitor's first read is.
	const answer = await request.get(
		`${ PLAYGROUND_URL }/?rest_route=/wp/v2/ctct_forms&per_page=5&status=publish`,
		{ maxRedirects: 0 }
	);
	expect( answer.status() ).toBe( 200 );
	expect( await answer.json() ).toContainEqual(
		expect.objectContaining( { type: 'ctct_forms' } )
	);
} );

test( "an event page answers 200 with the theme, The Events Calendar's event in it", async ( {
	page,
	request,
} ) => {
	await page.goto( '/events' );
	const link = page
		.getByRole( 'link', { name: /Launch Party: The Medallion Client/ } )
		.first();
	await expect( link ).toBeVisible();
	const href = await link.getAttribute( 'href' );
	expect( href ).toMatch( /\/event\/[^/]+\/?$/ );
	const answer = await request.get(
		new URL( href!, PLAYGROUND_URL ).toString()
	);
	expect( answer.status() ).toBe( 200 );
	const html = await answer.text();
	expect( html ).toContain( 'id="author-site-config"' );
	expect( html ).toContain( 'Launch Party: The Medallion Client' );
} );

/*
 * The forms with JavaScript off: the theme's server forms hand each post to
 * the plugins' own processing. The app's forms first read their
 * configuration with an 8-second timeout (src/api/apiFetch.ts), which
 * Playground's slower PHP can run out of on a busy machine.
 */

/**
 * Waits as a visitor filling the form would.
 *
 * @param ms How long.
 */
const typing = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

test( 'a signup lands through Constant Contact Forms', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		baseURL: PLAYGROUND_URL,
		javaScriptEnabled: false,
	} );
	const page = await context.newPage();
	await page.goto( '/' );
	const block = page.locator( '.newsletter' ).first();
	await block.getByLabel( 'First name (optional)' ).fill( 'Zoë+Ann' );
	await block.getByLabel( 'Email address' ).fill( SIGNUP.email );
	// Constant Contact's "human" check: 5 s from the page drawn.
	await typing( 6000 );
	await block.getByRole( 'button', { name: 'Join the VIP List' } ).click();
	await expect(
		block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
	).toBeVisible( { timeout: 60_000 } );
	await context.close();
	const text = await mailWith( /Constant Contact/ );
	expect( text ).toContain( `Email: ${ SIGNUP.email }` );
	expect( text ).toContain( 'First Name: Zoë+Ann' );
} );

test( 'a contact message lands through WPForms', async ( { browser } ) => {
	const context = await browser.newContext( {
		baseURL: PLAYGROUND_URL,
		javaScriptEnabled: false,
	} );
	const page = await context.newPage();
	await page.goto( '/contact' );
	await fillContact( page, MESSAGE );
	// WPForms' time limit: 2 s from the page drawn.
	await typing( 3000 );
	await page.getByRole( 'button', { name: 'Send Message' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Message Sent' } )
	).toBeVisible( { timeout: 60_000 } );
	await context.close();
	const text = await mailWith( /New Contact Entry/ );
	expect( text ).toContain( MESSAGE.name );
	expect( text ).toContain( MESSAGE.email );
	expect( text ).toContain( MESSAGE.subject );
	expect( text ).toContain( MESSAGE.message );
} );

test( 'a violation report is counted on SQLite, and shown in Content Health', async ( {
	request,
} ) => {
	// The same report twice, as a visitor's browser posts it.
	const report = JSON.stringify( {
		'csp-report': {
			'document-uri': `${ PLAYGROUND_URL }/books`,
			'blocked-uri': 'https://cdn.unknown.example/x.js',
			'effective-directive': 'script-src-elem',
			'violated-directive': 'script-src-elem',
		},
	} );
	for ( let i = 0; i < 2; i++ ) {
		const answer = await request.post(
			'/wp-json/author-site/v1/csp-report',
			{
				data: report,
				headers: { 'Content-Type': 'application/csp-report' },
			}
		);
		expect( answer.status() ).toBe( 204 );
	}
	// The screen's HTML as the admin gets it (no page: its assets would
	// each go through Playground's slow PHP).
	await request.get( '/wp-admin/?playground_force_auto_login_as_user=admin' );
	const html = await (
		await request.get( '/wp-admin/themes.php?page=author-site-health' )
	).text();
	const item =
		/<li[^>]* data-blocked-source="https:\/\/cdn\.unknown\.example\/x\.js"[^>]*>([\s\S]*?)<\/li>/.exec(
			html
		)?.[ 1 ] ?? '';
	expect(
		item
			.replace( /<[^>]+>/g, '' )
			.replace( /\s+/g, ' ' )
			.trim()
	).toBe(
		'The script https://cdn.unknown.example/x.js was blocked on /books, say 2 reports.'
	);
} );

test( 'PHP logged no database error and nothing from the theme', () => {
	// WordPress's own installer warns as it sets the site up: not ours.
	expect(
		phpLogged().filter(
			( entry ) =>
				entry.includes( 'WordPress database error' ) ||
				entry.includes( '/themes/author-site/' )
		)
	).toEqual( [] );
} );

test( 'stops on SIGTERM, the port free', async () => {
	expect( playground?.exitCode ).toBeNull();
	const exited = new Promise( ( done ) => playground!.once( 'exit', done ) );
	playground!.kill( 'SIGTERM' );
	await exited;
	expect( output ).toContain( '[playground] stopped' );
	expect( await listening() ).toBe( false );
} );
