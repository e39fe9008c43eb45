import type { APIRequestContext } from '@playwright/test';
import limits from '../../../src/forms/limits.json';
import rules from '../../../src/contact/rules.json';
import newsletterCopy from '../../../src/newsletter/copy.json';

/*
 * Posts of the server's forms as a script would send them, with no browser
 * (docs/forms.md#without-javascript): the fields the forms carry, one
 * request each. Each test names its own client for the limit per client
 * (tests/wp/mu-plugins/author-site-test-form-client.php), so the rest of the
 * suite does not count towards it.
 */

/** How many messages and signups one client may send an hour. */
export const LIMIT = limits.perHour;

/** The answers' texts. */
export const TOO_MANY = {
	contact: rules.answers.tooMany,
	newsletter: newsletterCopy.messages.tooMany,
};
export const SUBMIT_FAILED = rules.answers.submitFailed;

/**
 * A fresh client of the limit: the header that names it.
 *
 * @param name What the test does.
 */
export function clientHeaders( name: string ): Record< string, string > {
	return {
		'X-Author-Site-Test-Client': `${ name }-${ Date.now() }-${ Math.random() }`,
	};
}

/**
 * The value of a hidden field of the page's first form holding it.
 *
 * @param html The page.
 * @param name The field's name.
 */
export function hiddenValue( html: string, name: string ): string | undefined {
	return new RegExp( `name="${ name }" value="([^"]*)"` ).exec( html )?.[ 1 ];
}

/**
 * The signed token of a page drawn now.
 *
 * @param request The request context.
 * @param path    The page.
 * @param headers Headers to send.
 */
export async function drawnToken(
	request: APIRequestContext,
	path: string,
	headers: Record< string, string >
): Promise< string > {
	const html = await ( await request.get( path, { headers } ) ).text();
	const token = hiddenValue( html, 'author_site_token' );
	if ( ! token ) {
		throw new Error( `no form token on ${ path }` );
	}
	return token;
}

/**
 * Waits as a visitor filling the form would (both plugins' time checks
 * count from the moment the page was drawn).
 *
 * @param ms How long.
 */
export const typing = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Sends posts, a few at a time, and gives each answer's page.
 *
 * @param count    How many.
 * @param inFlight How many at once.
 * @param post     Sends the i-th and gives its page.
 */
export async function postMany(
	count: number,
	inFlight: number,
	post: ( i: number ) => Promise< string >
): Promise< string[] > {
	const pages: string[] = new Array( count );
	let next = 0;
	const worker = async () => {
		while ( next < count ) {
			const i = next++;
			pages[ i ] = await post( i );
		}
	};
	await Promise.all( Array.from( { length: inFlight }, worker ) );
	return pages;
}

/**
 * The configuration the theme printed into a page.
 *
 * @param request The API context.
 * @param path    The page.
 * @param headers Headers to send.
 */
export async function printedConfig(
	request: APIRequestContext,
	path: string,
	headers: Record< string, string > = {}
): Promise< Record< string, unknown > > {
	const html = await ( await request.get( path, { headers } ) ).text();
	const json =
		/<script id="author-site-config"[^>]*>([\s\S]*?)<\/script>/.exec(
			html
		)?.[ 1 ];
	return JSON.parse( json ?? 'null' ) as Record< string, unknown >;
}
