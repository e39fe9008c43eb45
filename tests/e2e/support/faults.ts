import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { exchange } from '../../shared/recordings';
import { expect, test } from './fixtures';

/*
 * Fault injection (faults.spec.ts, issue 9 "Faults"): a remote call answered,
 * through Playwright's request routing, with each fault below; what a page
 * under a fault must not log; the count of scenarios that passed.
 */

export type Fault =
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

export const FAULTS: Fault[] = [
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
export function watch( page: Page ): () => void {
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
export async function expectNothingRan( page: Page ): Promise< void > {
	expect(
		await page.evaluate(
			() => ( window as unknown as { __xss?: unknown } ).__xss
		)
	).toBeUndefined();
}

export const decoded = ( url: string ) => {
	try {
		return decodeURIComponent( url );
	} catch {
		return url;
	}
};

export const READ_TIMEOUT_MS = 8000;
export const SUBMIT_TIMEOUT_MS = 20_000;

export const recordedBody = ( file: string, index = 0 ) =>
	exchange( file, index ).response.body;

/*
 * Passed scenarios are counted in a file of this run (the runner's process
 * id), so a worker started again after a failure adds to the same count.
 */
const TALLY = join(
	__dirname,
	'..',
	'..',
	'..',
	'artifacts',
	`fault-scenarios-${ process.ppid }.txt`
);

/** Counts a passed scenario (called after its last assertion). */
export function countPassed(): void {
	mkdirSync( join( TALLY, '..' ), { recursive: true } );
	appendFileSync( TALLY, `${ test.info().title }\n` );
}

/** How many scenarios of this run have passed (each counted once). */
export function passedScenarios(): number {
	let lines: string[] = [];
	try {
		lines = readFileSync( TALLY, 'utf8' ).split( '\n' ).filter( Boolean );
	} catch {}
	return new Set( lines ).size;
}

/**
 * Routes one endpoint to a fault; returns the requests it caught.
 *
 * @param page       The page.
 * @param matches    Whether a request is the endpoint's.
 * @param fault      Which fault.
 * @param good       The good answer's body.
 * @param wrongTypes The wrong-types answer.
 */
export async function inject(
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

export const realBody = async ( route: Route ) =>
	( await route.fetch() ).text();

/**
 * Fails a route's document as the app fetches it (a 500), so that its reads
 * go to the REST API: the fault under test is then the REST read's.
 *
 * @param page The page.
 * @param path The route.
 */
export async function failDocument(
	page: Page,
	path: string
): Promise< void > {
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
export const isDocument = ( request: Request, path: string ) =>
	request.resourceType() === 'fetch' &&
	new URL( request.url() ).pathname === path;

/**
 * Lets a hung request's timeout pass on the page's fake clock (nothing for
 * any other fault, which the page answers at once).
 *
 * @param page      The page.
 * @param fault     The fault.
 * @param timeoutMs The call's timeout.
 */
export async function outlast(
	page: Page,
	fault: Fault,
	timeoutMs: number
): Promise< void > {
	if ( fault === 'hang' ) {
		await page.clock.fastForward( timeoutMs + 1000 );
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
export async function injectSubmit(
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

export const ctctSuccess = () => {
	const { response } = exchange( 'ctct-submit-success.json' );
	return {
		status: response.status,
		contentType: 'application/json',
		body: response.body,
	};
};

export const wpformsSuccess = () => {
	const { response } = exchange( 'wpforms-submit-success.json' );
	return {
		status: response.status,
		contentType: response.headers[ 'Content-Type' ] ?? 'application/json',
		body: response.body,
	};
};
