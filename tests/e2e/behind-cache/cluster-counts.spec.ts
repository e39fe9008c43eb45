import { appReady, expect, test } from '../support/fixtures';
import {
	LIMIT,
	TOO_MANY,
	clientHeaders,
	drawnToken,
	postMany,
	typing,
} from '../support/form-posts';
import { mail, siteEval } from '../support/cache-site';
import { SERVERS, toServer } from '../support/cluster';
import { allowTime } from '../support/time-limit';

/*
 * What counts and what a visit carries from one request to the next, on the
 * cluster's two PHP servers (docs/hosting.md): the limit per client and the
 * policy's reports count once across both; the newsletter's configuration
 * from one server serves a signup sent to the other.
 */

/** The policy reports the theme keeps, by key. */
function reportCounts(): number[] {
	const kept = JSON.parse(
		siteEval(
			'echo wp_json_encode( author_site_csp_reports(), JSON_FORCE_OBJECT );'
		)
	) as { entries: Record< string, { count: number } > };
	return Object.values( kept.entries ).map( ( entry ) => entry.count );
}

test.beforeEach( () => mail.clear() );

test( 'one token replayed over both servers lands the limit’s worth, and no more', async ( {
	request,
} ) => {
	allowTime( 120_000 );
	const headers = clientHeaders( 'cluster-replay' );
	const token = await drawnToken(
		request,
		`${ SERVERS[ 0 ].url }/contact`,
		headers
	);
	const email = `cluster-replay-${ Date.now() }@example.test`;
	await typing( 2100 );
	const extra = 5;
	const answered: string[] = [];
	const pages = await postMany( LIMIT.contact + extra, 4, async ( i ) => {
		const server = SERVERS[ i % 2 ];
		const response = await request.post( `${ server.url }/contact`, {
			headers,
			form: {
				author_site_form: 'contact',
				author_site_token: token,
				name: 'Cluster Replay',
				email,
				subject: 'Other',
				message: 'A message replayed over both servers.',
			},
		} );
		answered.push( response.headers()[ 'x-php-server' ] );
		return response.text();
	} );
	expect( new Set( answered ) ).toEqual(
		new Set( SERVERS.map( ( server ) => server.name ) )
	);
	const count = ( text: string ) =>
		pages.filter( ( html ) => html.includes( text ) ).length;
	expect( {
		sent: count( '>Message Sent</h3>' ),
		refused: count( TOO_MANY.contact ),
		mailed: mail.count( email ),
	} ).toEqual( {
		sent: LIMIT.contact,
		refused: extra,
		mailed: LIMIT.contact,
	} );
} );

test( 'violation reports sent to both servers are each counted once', async ( {
	request,
} ) => {
	siteEval( 'author_site_csp_reports_clear();' );
	const sent = 8;
	try {
		for ( let i = 0; i < sent; i++ ) {
			const server = SERVERS[ i % 2 ];
			const response = await request.post(
				`${ server.url }/wp-json/author-site/v1/csp-report`,
				{
					headers: { 'Content-Type': 'application/csp-report' },
					data: JSON.stringify( {
						'csp-report': {
							'document-uri': `${ server.url }/books`,
							'blocked-uri': 'inline',
							'effective-directive': 'script-src-elem',
							'violated-directive': 'script-src-elem',
							'script-sample': 'window.clusterTest = 1;',
						},
					} ),
				}
			);
			expect( response.status() ).toBe( 204 );
			expect( response.headers()[ 'x-php-server' ] ).toBe( server.name );
		}
		expect( reportCounts() ).toEqual( [ sent ] );
	} finally {
		siteEval( 'author_site_csp_reports_clear();' );
	}
} );

test( 'the newsletter configured by one server, the signup sent to the other, lands once', async ( {
	page,
} ) => {
	await page.route(
		/constant-contact-config\.json/,
		toServer( SERVERS[ 0 ] )
	);
	await page.route( /\/wp-admin\/admin-ajax\.php/, toServer( SERVERS[ 1 ] ) );
	const configured = page.waitForResponse( /constant-contact-config\.json/ );
	await page.goto( '/' );
	await appReady( page );
	const block = page.locator( '.newsletter' ).first();
	await block.getByLabel( 'First name (optional)' ).fill( 'Cluster Reader' );
	const email = `cluster-${ Date.now() }+news@example.test`;
	await block.getByLabel( 'Email address' ).fill( email );
	expect( ( await configured ).status() ).toBe( 200 );
	await expect(
		block.getByRole( 'button', { name: 'Join the VIP List' } )
	).toBeEnabled();
	const sent = page.waitForResponse( /admin-ajax\.php/ );
	await block.getByLabel( 'Email address' ).press( 'Enter' );
	expect( ( await sent ).status() ).toBe( 200 );
	await expect(
		block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
	).toBeVisible( { timeout: 20_000 } );
	expect( mail.count( `Email: ${ email }` ) ).toBe( 1 );
} );
