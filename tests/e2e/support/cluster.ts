import type { APIRequestContext, Route } from '@playwright/test';
import { expect } from './fixtures';
import { SITE_URL } from './cache-site';

/*
 * The cluster's PHP servers, each alone (bin/site/cache.mjs, docs/hosting.md):
 * nginx listens on two more ports, each straight to one php-fpm master with
 * no page cache, answering as the site; `X-Php-Server` names the master.
 */

/** The ports bin/site/cache.mjs gives them: CACHE_SITE_SERVER_PORTS, else the site's + 1000 and + 2000. */
function serverPorts(): number[] {
	const given = ( process.env.CACHE_SITE_SERVER_PORTS ?? '' )
		.split( ',' )
		.filter( Boolean )
		.map( Number );
	const port = Number( new URL( SITE_URL ).port );
	return given.length === 2 ? given : [ port + 1000, port + 2000 ];
}

/** Each server: its master's name and its own address. */
export const SERVERS = serverPorts().map( ( port, i ) => ( {
	name: `fpm-${ i + 1 }`,
	url: `http://127.0.0.1:${ port }`,
} ) );

/**
 * A page from each server in turn, past the page cache; checks which master
 * answered.
 *
 * @param request A request context.
 * @param path    The page.
 * @return Its HTML from each server, in SERVERS' order.
 */
export async function fromEach(
	request: APIRequestContext,
	path: string
): Promise< string[] > {
	const pages: string[] = [];
	for ( const server of SERVERS ) {
		const response = await request.get( server.url + path );
		expect( response.status(), `${ path } from ${ server.name }` ).toBe(
			200
		);
		expect( response.headers()[ 'x-php-server' ] ).toBe( server.name );
		pages.push( await response.text() );
	}
	return pages;
}

/**
 * Sends a request the browser makes to one server instead, as a balancer
 * may (for page.route()).
 *
 * @param server One of SERVERS.
 * @return The route's handler.
 */
export function toServer( server: ( typeof SERVERS )[ number ] ) {
	return async ( route: Route ): Promise< void > => {
		const url = new URL( route.request().url() );
		const response = await route.fetch( {
			url: server.url + url.pathname + url.search,
		} );
		expect( response.headers()[ 'x-php-server' ] ).toBe( server.name );
		await route.fulfill( { response } );
	};
}
