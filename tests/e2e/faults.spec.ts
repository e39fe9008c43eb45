import type { Browser, Locator, Page, Request, Route } from '@playwright/test';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appReady, expect, test } from './fixtures';
import { blockContent, deletePage, putPage, RECORDINGS } from './content-pages';
import { exchange } from '../unit/recordings';
import {
	connectWpforms,
	restoreSettings,
	setUpNewsletter,
	tearDownNewsletter,
} from './forms';
import { logIn, wpEval } from './wp';

/*
 * Fault injection (issue 9 "Faults"): each of the seven remote calls is
 * answered, through Playwright's request routing on the real local WordPress,
 * with every fault below. Each time the page must show the documented fallback
 * or message (docs/forms.md, docs/remote-calls.md), stay usable, and throw nothing. Waits past a timeout are
 * skipped with the page's fake clock (page.clock), so a "hang" costs no time.
 */

type Fault =
	| '500'
	| '404'
	| '401'
	| 'hang'
	| 'abort'
	| 'html'
	| 'truncated'
	| 'empty'
	| 'wrong-types'
	| '5mb';

// Every test here fails requests on purpose; watch() checks the rest.
test.use( { allowedConsoleErrors: [ /^Failed to load resource: / ] } );

const FAULTS: Fault[] = [
	'500',
	'404',
	'401',
	'hang',
	'abort',
	'html',
	'truncated',
	'empty',
	'wrong-types',
	'5mb',
];

/** A host's error page, with a payload that must never run. */
const HTML_PAGE =
	'<!DOCTYPE html><html><body><h1>Service Unavailable</h1><img src=x onerror="window.__xss=1"><script>window.__xss=1</script></body></html>';

const FIVE_MB = 5 * 1024 * 1024;

/**
 * A good JSON answer grown to 5 MB by an extra field (the shape stays right).
 * @param body The good answer.
 */
function padded( body: string ): string {
	const value = JSON.parse( body ) as unknown;
	const padding = 'x'.repeat( FIVE_MB );
	if ( Array.isArray( value ) ) {
		return JSON.stringify( [
			{ ...( value[ 0 ] as object ), padding },
			...value.slice( 1 ),
		] );
	}
	return JSON.stringify( { ...( value as object ), padding } );
}

/**
 * Answers a routed request with a fault.
 *
 * @param route      The route.
 * @param fault      Which fault.
 * @param good       The good answer's body (for truncated and 5 MB).
 * @param wrongTypes A JSON answer of the right outline with wrong types.
 */
async function answerWithFault(
	route: Route,
	fault: Fault,
	good: () => Promise< string >,
	wrongTypes: unknown
): Promise< void > {
	const json = ( status: number, body: string ) =>
		route.fulfill( { status, contentType: 'application/json', body } );
	switch ( fault ) {
		case '500':
		case '404':
		case '401':
			return json(
				Number( fault ),
				JSON.stringify( { code: 'fault', message: 'Injected' } )
			);
		case 'hang':
			return; // Never answered: the app's timeout must end it.
		case 'abort':
			return route.abort( 'connectionreset' );
		case 'html':
			return route.fulfill( {
				status: 200,
				contentType: 'text/html; charset=UTF-8',
				body: HTML_PAGE,
			} );
		case 'truncated': {
			const body = await good();
			return json( 200, body.slice( 0, Math.floor( body.length / 2 ) ) );
		}
		case 'empty':
			return json( 200, '' );
		case 'wrong-types':
			return json( 200, JSON.stringify( wrongTypes ) );
		case '5mb':
			return json( 200, padded( await good() ) );
	}
}

/**
 * What a page must not log: uncaught errors, dialogs, and console errors
 * other than the browser's own line for a failed or refused request.
 *
 * @param page The page.
 */
function watch( page: Page ): () => void {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) =>
		errors.push( `uncaught: ${ error.message }` )
	);
	page.on( 'console', ( message ) => {
		if (
			message.type() === 'error' &&
			! /^Failed to load resource: /.test( message.text() )
		) {
			errors.push( message.text() );
		}
	} );
	page.on( 'dialog', ( dialog ) => {
		errors.push( `dialog: ${ dialog.message() }` );
		return dialog.dismiss();
	} );
	return () => {
		expect( errors, 'uncaught errors and console errors' ).toEqual( [] );
	};
}

/**
 * The same text after the wait: no payload ran.
 * @param page
 */
async function expectNothingRan( page: Page ): Promise< void > {
	expect(
		await page.evaluate(
			() => ( window as unknown as { __xss?: unknown } ).__xss
		)
	).toBeUndefined();
}

const decoded = ( url: string ) => {
	try {
		return decodeURIComponent( url );
	} catch {
		return url;
	}
};

const READ_TIMEOUT_MS = 8000;
const SUBMIT_TIMEOUT_MS = 20_000;

const recordedBody = ( file: string, index = 0 ) =>
	exchange( file, index ).response.body;

const EVENTS: Array< { title: string } > = JSON.parse(
	JSON.parse(
		readFileSync( join( RECORDINGS, 'events-relative.json' ), 'utf8' )
	).response.body
).events;

/** A recorded event title without entities, to find as it is written. */
const PLAIN_EVENT_TITLE = EVENTS.map( ( e ) => e.title ).find(
	( title ) => ! title.includes( '&' )
)!;

const MESSAGES = {
	newsletterMissing:
		'Newsletter signup is temporarily unavailable while the form configuration is missing. Please try again later.',
	newsletterFailed:
		'Unable to load newsletter signup configuration. Please try again later.',
	subscribeFailed: 'Failed to subscribe. Please try again.',
	provider:
		'There was a problem submitting the form. Please try again or contact support.',
	contactFailed: 'Failed to submit contact form.',
	contactSendError:
		'There was an error sending your message. Please try again.',
};

const WP_SUBTITLE = 'Faults suite: the subtitle from WordPress';
const DEFAULT_SUBTITLE =
	'Writer, coffee addict & hopeless romantic from Rochester, New York';

let savedSettings: string;
let editorState: Awaited<
	ReturnType< ReturnType< Page[ 'context' ] >[ 'storageState' ] >
>;

test.beforeAll( async ( { browser }: { browser: Browser } ) => {
	putPage( 'about', blockContent( { page_subtitle: WP_SUBTITLE } ) );
	wpEval(
		`update_option( 'author_site_test_events_fixture', '${ join( RECORDINGS, 'events-relative.json' ) }' );`
	);
	setUpNewsletter();
	savedSettings = connectWpforms();
	const page = await browser.newPage();
	await logIn( page );
	editorState = await page.context().storageState();
	await page.close();
} );

const TOTAL = 8 * FAULTS.length;

/*
 * Passed scenarios are counted in a file of this run (the runner's process
 * id), so a worker started again after a failure adds to the same count.
 */
const TALLY = join(
	__dirname,
	'..',
	'..',
	'artifacts',
	`fault-scenarios-${ process.ppid }.txt`
);

/** Counts a passed scenario (called after its last assertion). */
function countPassed(): void {
	mkdirSync( join( TALLY, '..' ), { recursive: true } );
	appendFileSync( TALLY, `${ test.info().title }\n` );
}

test.afterAll( () => {
	deletePage( 'about' );
	wpEval( `delete_option( 'author_site_test_events_fixture' );` );
	tearDownNewsletter();
	restoreSettings( savedSettings );
	let lines: string[] = [];
	try {
		lines = readFileSync( TALLY, 'utf8' ).split( '\n' ).filter( Boolean );
	} catch {}
	console.log(
		`fault scenarios: ${ new Set( lines ).size } passed (of ${ TOTAL })`
	);
} );

/**
 * Routes one endpoint to a fault; returns the requests it caught.
 *
 * @param page       The page.
 * @param matches    Whether a request is the endpoint's.
 * @param fault      Which fault.
 * @param good       The good answer's body.
 * @param wrongTypes The wrong-types answer.
 */
async function inject(
	page: Page,
	matches: ( request: Request ) => boolean,
	fault: Fault,
	good: ( route: Route ) => Promise< string >,
	wrongTypes: unknown
): Promise< Request[] > {
	const caught: Request[] = [];
	await page.route(
		( url ) => /./.test( url.href ),
		async ( route ) => {
			if ( ! matches( route.request() ) ) {
				return route.fallback();
			}
			caught.push( route.request() );
			return answerWithFault(
				route,
				fault,
				() => good( route ),
				wrongTypes
			);
		}
	);
	return caught;
}

const realBody = async ( route: Route ) => ( await route.fetch() ).text();

/**
 * Fails a route's document as the app fetches it (a 500), so that its reads
 * go to the REST API: the fault under test is then the REST read's.
 *
 * @param page The page.
 * @param path The route.
 */
async function failDocument( page: Page, path: string ): Promise< void > {
	await page.route(
		( url ) => url.pathname === path,
		( route ) =>
			route.request().resourceType() === 'fetch'
				? route.fulfill( { status: 500, body: 'Injected' } )
				: route.fallback()
	);
}

/**
 * Whether a request is the app's fetch of a route's document.
 *
 * @param request The request.
 * @param path    The route.
 */
const isDocument = ( request: Request, path: string ) =>
	request.resourceType() === 'fetch' &&
	new URL( request.url() ).pathname === path;

/**
 * Lands on a route with the fake clock installed.
 * @param page
 * @param path
 */
async function open( page: Page, path: string ): Promise< void > {
	await page.clock.install();
	await page.goto( path );
	await appReady( page );
}

const nav = ( page: Page ) => page.getByRole( 'navigation', { name: 'Main' } );

/**
 * The app still answers: another route renders.
 * @param page
 */
async function expectUsable( page: Page ): Promise< void > {
	await nav( page ).getByRole( 'link', { name: 'Contact' } ).click();
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Contact' } )
	).toBeVisible();
}

/**
 * Lets a hung request's timeout pass on the page's fake clock (nothing for
 * any other fault, which the page answers at once).
 *
 * @param page      The page.
 * @param fault     The fault.
 * @param timeoutMs The call's timeout.
 */
async function outlast(
	page: Page,
	fault: Fault,
	timeoutMs: number
): Promise< void > {
	if ( fault === 'hang' ) {
		await page.clock.fastForward( timeoutMs + 1000 );
	}
}

/**
 * The About page's subtitle after its read failed so (a 5 MB answer is still
 * a good one: the author's text).
 *
 * @param fault The fault.
 */
const aboutSubtitle = ( fault: Fault ) =>
	fault === '5mb' ? WP_SUBTITLE : DEFAULT_SUBTITLE;

/**
 * The first event's title after the events read failed so.
 *
 * @param fault The fault.
 */
const firstEventTitle = ( fault: Fault ) =>
	fault === '5mb'
		? PLAIN_EVENT_TITLE
		: 'Virtual Book Launch: The Medallion Client';

/**
 * What the signup block shows after its configuration file failed so: ready
 * (a 5 MB answer is still a good one), or the documented message with the
 * form disabled.
 *
 * @param page  The page.
 * @param fault The fault.
 */
async function expectConfigFileOutcome(
	page: Page,
	fault: Fault
): Promise< void > {
	if ( fault === '5mb' ) {
		await expectNewsletterReady( page );
		return;
	}
	const block = page.locator( '.newsletter' ).first();
	const failed = [ '500', 'hang', 'abort', 'truncated', 'empty' ].includes(
		fault
	);
	await expect( block.getByRole( 'status' ) ).toHaveText(
		failed ? MESSAGES.newsletterFailed : MESSAGES.newsletterMissing
	);
	await expect( block.getByLabel( 'Email address' ) ).toBeDisabled();
}

test.describe( 'reads under faults', () => {
	for ( const fault of FAULTS ) {
		test( `pages read, ${ fault }: the built-in text`, async ( {
			page,
		} ) => {
			const check = watch( page );
			const caught = await inject(
				page,
				( r ) =>
					/wp\/v2\/pages/.test( decoded( r.url() ) ) &&
					decoded( r.url() ).includes( 'about-content' ),
				fault,
				realBody,
				[ { content: { rendered: 42 }, title: { rendered: [ 'x' ] } } ]
			);
			await failDocument( page, '/about' );
			await open( page, '/' );
			await nav( page ).getByRole( 'link', { name: 'About' } ).click();
			await expect.poll( () => caught.length ).toBe( 1 );
			await outlast( page, fault, READ_TIMEOUT_MS );
			await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
			await expect(
				page.getByText( aboutSubtitle( fault ) )
			).toBeVisible();
			await expectUsable( page );
			await expectNothingRan( page );
			check();
			countPassed();
		} );

		test( `events read, ${ fault }: the default event`, async ( {
			page,
		} ) => {
			const check = watch( page );
			const caught = await inject(
				page,
				( r ) => /tribe\/events\/v1\/events/.test( decoded( r.url() ) ),
				fault,
				realBody,
				{ events: 'none', total: 'many' }
			);
			await failDocument( page, '/events' );
			await open( page, '/' );
			await nav( page ).getByRole( 'link', { name: 'Events' } ).click();
			await expect.poll( () => caught.length ).toBe( 1 );
			await outlast( page, fault, READ_TIMEOUT_MS );
			await expect(
				page.getByText( firstEventTitle( fault ) ).first()
			).toBeVisible();
			await expectUsable( page );
			await expectNothingRan( page );
			check();
			countPassed();
		} );

		test( `a route's document, ${ fault }: its text from the REST API, or the built-in text once the read's time is up`, async ( {
			page,
		} ) => {
			const check = watch( page );
			const caught = await inject(
				page,
				( r ) => isDocument( r, '/about' ),
				// A 5 MB answer of a document is a JSON one here, not a page.
				fault === '5mb' ? 'wrong-types' : fault,
				realBody,
				{ not: 'a page' }
			);
			await open( page, '/' );
			await nav( page ).getByRole( 'link', { name: 'About' } ).click();
			await expect.poll( () => caught.length ).toBeGreaterThan( 0 );
			await outlast( page, fault, READ_TIMEOUT_MS );
			await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
			// A hung document holds the read until its timeout, as a hung
			// read would; any other failure sends the read to the REST API.
			await expect(
				page.getByText(
					fault === 'hang' ? DEFAULT_SUBTITLE : WP_SUBTITLE
				)
			).toBeVisible();
			await expectUsable( page );
			await expectNothingRan( page );
			check();
			countPassed();
		} );

		test( `CTCT forms list, ${ fault }: the form still loads from the configuration file`, async ( {
			page,
		} ) => {
			const check = watch( page );
			const caught = await inject(
				page,
				( r ) => /wp\/v2\/ctct_forms/.test( decoded( r.url() ) ),
				fault,
				realBody,
				[ { id: 'seven' }, { id: null }, 'x' ]
			);
			await open( page, '/' );
			// The file is read beside the list.
			const fileRead = afterConfigFileRead( page );
			await nearNewsletter( page );
			await expect.poll( () => caught.length ).toBe( 1 );
			await fileRead;
			await outlast( page, fault, READ_TIMEOUT_MS );
			await expectNewsletterReady( page );
			await expectNothingRan( page );
			check();
			countPassed();
		} );

		test( `CTCT block renderer (editor), ${ fault }: the form still loads from the configuration file`, async ( {
			browser,
		} ) => {
			const context = await browser.newContext( {
				storageState: editorState,
			} );
			const page = await context.newPage();
			try {
				const check = watch( page );
				const caught = await inject(
					page,
					( r ) =>
						/block-renderer\/constant-contact/.test(
							decoded( r.url() )
						),
					fault,
					async () =>
						recordedBody( 'ctct-block-renderer-admin.json' ),
					{ rendered: { html: 1 } }
				);
				await open( page, '/' );
				await nearNewsletter( page );
				await expect.poll( () => caught.length ).toBe( 1 );
				await outlast( page, fault, READ_TIMEOUT_MS );
				await expectNewsletterReady( page );
				await expectNothingRan( page );
				check();
				countPassed();
			} finally {
				await page.unrouteAll( { behavior: 'ignoreErrors' } );
				await context.close();
			}
		} );

		test( `newsletter configuration file, ${ fault }: the documented message`, async ( {
			page,
		} ) => {
			const check = watch( page );
			const caught = await inject(
				page,
				( r ) =>
					new URL( r.url() ).pathname.endsWith(
						'/constant-contact-config.json'
					),
				fault,
				realBody,
				{ formId: 'abc', fields: { email: 7 }, lists: 'all' }
			);
			await open( page, '/' );
			await nearNewsletter( page );
			await expect.poll( () => caught.length ).toBe( 1 );
			await outlast( page, fault, READ_TIMEOUT_MS );
			await expectConfigFileOutcome( page, fault );
			await expectUsable( page );
			await expectNothingRan( page );
			check();
			countPassed();
		} );
	}
} );

/**
 * Brings the signup block into view: its configuration loads only when it is
 * near (docs/forms.md#when-the-configuration-loads).
 * @param page
 */
async function nearNewsletter( page: Page ): Promise< void > {
	await page.locator( '.newsletter' ).first().scrollIntoViewIfNeeded();
}

/**
 * Lets the page take in the whole configuration file before a hang's wait
 * is skipped: that skip would cut off a read still going. The response
 * event comes too early (the headers); the finished request and a few of
 * the page's turns after it, on a message channel the fake clock leaves
 * alone, do not.
 * @param page
 */
async function afterConfigFileRead( page: Page ): Promise< void > {
	await page.waitForEvent( 'requestfinished', ( request ) =>
		request.url().includes( 'constant-contact-config.json' )
	);
	for ( let turn = 0; turn < 3; turn++ ) {
		await page.evaluate(
			() =>
				new Promise< void >( ( resolve ) => {
					const channel = new MessageChannel();
					channel.port1.onmessage = () => resolve();
					channel.port2.postMessage( null );
				} )
		);
	}
}

/**
 * The signup block on the page is ready to use.
 * @param page
 */
async function expectNewsletterReady( page: Page ): Promise< void > {
	const block = page.locator( '.newsletter' ).first();
	await expect( block.getByLabel( 'Email address' ) ).toBeEnabled();
	await expect( block.getByRole( 'status' ) ).toHaveText( '' );
}

/**
 * The message a failed signup shows (null: it succeeds).
 * @param fault The fault.
 */
function newsletterMessage( fault: Fault ): string | null {
	switch ( fault ) {
		case '500':
		case '404':
		case '401':
			return `Unable to submit form (status ${ fault }).`;
		case 'wrong-types':
			return MESSAGES.provider;
		case '5mb':
			return null;
		default:
			return MESSAGES.subscribeFailed;
	}
}

/**
 * The contact form's banner (null: it succeeds).
 * @param fault The fault.
 */
function contactMessage( fault: Fault ): string | null {
	switch ( fault ) {
		case 'hang':
		case 'abort':
			return MESSAGES.contactSendError;
		case '5mb':
			return null;
		default:
			return MESSAGES.contactFailed;
	}
}

/**
 * Routes the form submits: `fault` until `heal()`, then the recorded success.
 *
 * @param page             The page.
 * @param action           The admin-ajax action.
 * @param fault            The fault.
 * @param good             The recorded success.
 * @param good.status      Its status.
 * @param good.contentType Its type.
 * @param good.body        Its body.
 * @param wrong            The wrong-types answer.
 */
async function injectSubmit(
	page: Page,
	action: string,
	fault: Fault,
	good: { status: number; contentType: string; body: string },
	wrong: unknown
) {
	const posted: Request[] = [];
	let healed = false;
	await page.route( '**/wp-admin/admin-ajax.php', async ( route ) => {
		const request = route.request();
		if (
			request.method() !== 'POST' ||
			! ( request.postDataBuffer()?.toString( 'utf8' ) ?? '' ).includes(
				action
			)
		) {
			return route.fallback();
		}
		posted.push( request );
		if ( healed ) {
			return route.fulfill( good );
		}
		return answerWithFault( route, fault, async () => good.body, wrong );
	} );
	return {
		posted,
		heal: () => {
			healed = true;
		},
	};
}

const ctctSuccess = () => {
	const { response } = exchange( 'ctct-submit-success.json' );
	return {
		status: response.status,
		contentType: 'application/json',
		body: response.body,
	};
};

const wpformsSuccess = () => {
	const { response } = exchange( 'wpforms-submit-success.json' );
	return {
		status: response.status,
		contentType: response.headers[ 'Content-Type' ] ?? 'application/json',
		body: response.body,
	};
};

/**
 * Fills the contact form.
 * @param page
 */
async function fillContact( page: Page ): Promise< Locator[] > {
	const name = page.locator( '#contact-name' );
	const email = page.locator( '#contact-email' );
	const subject = page.locator( '#contact-subject' );
	const message = page.locator( '#contact-message' );
	await name.fill( 'Zoë <b>Faults</b>' );
	await email.fill( 'zoe.faults@example.test' );
	await subject.selectOption( { index: 1 } );
	await message.fill( 'A message that must survive\nany fault.' );
	return [ name, email, subject, message ];
}

/** A submit under a fault, and what the test can still do about it. */
interface SubmitUnderFault {
	fault: Fault;
	/** Where the form's banner and panel show. */
	block: Locator;
	fields: Locator[];
	button: Locator;
	posted: Request[];
	/** Answers the next submit with the recorded success. */
	heal: () => void;
}

/**
 * After a faulty answer, a signup shows the documented message with both
 * values kept and a usable button, and succeeds when sent again; a 5 MB
 * answer is still a good one.
 *
 * @param submit The submit.
 */
async function expectSignupOutcome(
	submit: SubmitUnderFault
): Promise< void > {
	const welcome = submit.block.getByRole( 'heading', {
		name: 'Welcome to the VIP List!',
	} );
	const message = newsletterMessage( submit.fault );
	if ( message === null ) {
		await expect( welcome ).toBeVisible();
		return;
	}
	await expect( submit.block.getByRole( 'alert' ) ).toHaveText( message );
	await expect( submit.fields[ 0 ]! ).toHaveValue(
		'zoe.faults@example.test'
	);
	await expect( submit.fields[ 1 ]! ).toHaveValue( 'Zoë' );
	await expect( submit.button ).toBeEnabled();
	submit.heal();
	await submit.button.click();
	await expect( welcome ).toBeVisible();
	expect( submit.posted ).toHaveLength( 2 );
}

/**
 * After a faulty answer, the contact form shows the documented banner with
 * every value kept and a usable button, and sends when asked again; a 5 MB
 * answer is still a good one.
 *
 * @param submit The submit.
 */
async function expectContactOutcome(
	submit: SubmitUnderFault
): Promise< void > {
	const sent = submit.block.getByRole( 'heading', { name: 'Message Sent' } );
	const message = contactMessage( submit.fault );
	if ( message === null ) {
		await expect( sent ).toBeVisible();
		return;
	}
	const [ name, email, subject, text ] = submit.fields;
	await expect(
		submit.block.locator( '.notice--error[role="alert"]' )
	).toHaveText( message );
	await expect( name! ).toHaveValue( 'Zoë <b>Faults</b>' );
	await expect( email! ).toHaveValue( 'zoe.faults@example.test' );
	await expect( subject! ).not.toHaveValue( '' );
	await expect( text! ).toHaveValue(
		'A message that must survive\nany fault.'
	);
	await expect( submit.button ).toBeEnabled();
	submit.heal();
	await submit.button.click();
	await expect( sent ).toBeVisible();
	expect( submit.posted ).toHaveLength( 2 );
}

test.describe( 'submits under faults', () => {
	for ( const fault of FAULTS ) {
		test( `CTCT submit, ${ fault }: message, values kept, button works again`, async ( {
			page,
		} ) => {
			const check = watch( page );
			const { posted, heal } = await injectSubmit(
				page,
				'ctct_process_form',
				fault,
				ctctSuccess(),
				{ status: 1, message: [ '<b>x</b>' ] }
			);
			await open( page, '/' );
			const block = page.locator( '.newsletter' ).first();
			const email = block.getByLabel( 'Email address' );
			const first = block.getByLabel( 'First name (optional)' );
			await expect( email ).toBeEnabled();
			await first.fill( 'Zoë' );
			await email.fill( 'zoe.faults@example.test' );
			const button = block.getByRole( 'button', {
				name: 'Join the VIP List',
			} );
			await button.click();
			// The plugin's "too fast" guard: the signup is held 6 s.
			await page.clock.fastForward( 6500 );
			await expect.poll( () => posted.length ).toBe( 1 );
			await outlast( page, fault, SUBMIT_TIMEOUT_MS );
			await expectSignupOutcome( {
				fault,
				block,
				fields: [ email, first ],
				button,
				posted,
				heal,
			} );
			await expectNothingRan( page );
			check();
			countPassed();
		} );

		test( `WPForms submit, ${ fault }: message, values kept, button works again`, async ( {
			page,
		} ) => {
			const check = watch( page );
			const { posted, heal } = await injectSubmit(
				page,
				'wpforms_submit',
				fault,
				wpformsSuccess(),
				{ success: 'true', data: [ 1, 2 ] }
			);
			await open( page, '/contact' );
			const fields = await fillContact( page );
			const button = page.getByRole( 'button', { name: 'Send Message' } );
			await button.click();
			// WPForms' time limit: the message is held up to 2 s.
			await page.clock.fastForward( 2500 );
			await expect.poll( () => posted.length ).toBe( 1 );
			await outlast( page, fault, SUBMIT_TIMEOUT_MS );
			await expectContactOutcome( {
				fault,
				block: page.locator( 'main' ),
				fields,
				button,
				posted,
				heal,
			} );
			await expectNothingRan( page );
			check();
			countPassed();
		} );
	}
} );

test.describe( 'a click while submitting sends nothing', () => {
	test( 'newsletter: submit again while the first hangs', async ( {
		page,
	} ) => {
		const check = watch( page );
		const { posted } = await injectSubmit(
			page,
			'ctct_process_form',
			'hang',
			ctctSuccess(),
			null
		);
		await open( page, '/' );
		const block = page.locator( '.newsletter' ).first();
		await block.getByLabel( 'Email address' ).fill( 'zoe@example.test' );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect(
			block.getByRole( 'button', { name: 'Joining…' } )
		).toBeDisabled();
		// Around the disabled button: the form's own submit, twice.
		await block
			.locator( 'form' )
			.evaluate( ( form: HTMLFormElement ) => form.requestSubmit() );
		await page.clock.fastForward( 6500 );
		await expect.poll( () => posted.length ).toBe( 1 );
		await block
			.locator( 'form' )
			.evaluate( ( form: HTMLFormElement ) => form.requestSubmit() );
		await page.clock.fastForward( 1000 );
		expect( posted ).toHaveLength( 1 );
		await page.clock.fastForward( SUBMIT_TIMEOUT_MS );
		await expect( block.getByRole( 'alert' ) ).toHaveText(
			MESSAGES.subscribeFailed
		);
		expect( posted ).toHaveLength( 1 );
		check();
	} );

	test( 'contact: Enter and clicks while the first hangs', async ( {
		page,
	} ) => {
		const check = watch( page );
		const { posted } = await injectSubmit(
			page,
			'wpforms_submit',
			'hang',
			wpformsSuccess(),
			null
		);
		await open( page, '/contact' );
		const [ name ] = await fillContact( page );
		const button = page.getByRole( 'button', { name: 'Send Message' } );
		await button.click();
		await expect(
			page.getByRole( 'button', { name: 'Sending…' } )
		).toBeDisabled();
		await name!.press( 'Enter' );
		await page.clock.fastForward( 2500 );
		await expect.poll( () => posted.length ).toBe( 1 );
		await name!.press( 'Enter' );
		await page
			.locator( 'form.contact-form' )
			.evaluate( ( form: HTMLFormElement ) => form.requestSubmit() );
		await page.clock.fastForward( 1000 );
		expect( posted ).toHaveLength( 1 );
		await page.clock.fastForward( SUBMIT_TIMEOUT_MS );
		await expect(
			page.locator( '.notice--error[role="alert"]' )
		).toHaveText( MESSAGES.contactSendError );
		expect( posted ).toHaveLength( 1 );
		check();
	} );
} );
