import { expect, test } from './fixtures';
import { wpEval } from './wp';

/*
 * The endpoint browsers report CSP violations to (inc/csp-reports.php) is
 * open to anyone, so it must be harmless: garbage, oversized bodies, reports
 * about other sites and floods change nothing but a counter, and the stored
 * list never grows past its cap.
 */

const ENDPOINT = '/wp-json/author-site/v1/csp-report';

type Reports = {
	entries: Record< string, { source: string; page: string; count: number } >;
	received: number;
	dropped: number;
};

function reports(): Reports {
	return JSON.parse(
		wpEval(
			'echo wp_json_encode( author_site_csp_reports(), JSON_FORCE_OBJECT );'
		)
	) as Reports;
}

function optionBytes(): number {
	return Number(
		wpEval(
			'global $wpdb; echo (int) $wpdb->get_var( "SELECT LENGTH(option_value) FROM {$wpdb->options} WHERE option_name = \'author_site_csp_reports\'" );'
		)
	);
}

const report = ( page: string, extra: object = {} ) =>
	JSON.stringify( {
		'csp-report': {
			'document-uri': `http://127.0.0.1:8881${ page }?email=private@example.test`,
			'blocked-uri': 'inline',
			'effective-directive': 'script-src-elem',
			'violated-directive': 'script-src-elem',
			'script-sample': 'window.chat = 1;',
			...extra,
		},
	} );

test.describe.serial( 'the CSP report endpoint', () => {
	test.beforeEach( () => {
		wpEval( 'author_site_csp_reports_clear();' );
	} );

	test.afterAll( () => {
		wpEval( 'author_site_csp_reports_clear();' );
	} );

	test( 'keeps a report about a page of this site, without its query', async ( {
		request,
	} ) => {
		const answer = await request.post( ENDPOINT, {
			headers: { 'Content-Type': 'application/csp-report' },
			data: report( '/books' ),
		} );
		expect( answer.status() ).toBe( 204 );
		expect( await answer.text() ).toBe( '' );
		// The Reporting API's form too.
		await request.post( ENDPOINT, {
			headers: { 'Content-Type': 'application/reports+json' },
			data: JSON.stringify( [
				{
					type: 'csp-violation',
					body: {
						documentURL: 'http://127.0.0.1:8881/about',
						blockedURL: 'https://cdn.example.test/chat.js?key=1',
						effectiveDirective: 'script-src-elem',
					},
				},
			] ),
		} );
		const stored = reports();
		expect(
			Object.values( stored.entries )
				.map( ( e ) => `${ e.page } ${ e.source } ${ e.count }` )
				.sort()
		).toEqual( [
			'/about https://cdn.example.test/chat.js 1',
			'/books inline 1',
		] );
		expect( JSON.stringify( stored ) ).not.toContain( 'private@' );
	} );

	test( 'garbage, oversized bodies and other sites change only a counter', async ( {
		request,
	} ) => {
		const bodies = [
			'not json',
			'{"csp-report": "x"}',
			'[1,2,3]',
			report( '/books', { 'document-uri': 'https://elsewhere.test/' } ),
			report( '/books', { 'effective-directive': '<script>' } ),
			JSON.stringify( {
				a: { b: { c: { d: { e: { f: { g: { h: 1 } } } } } } },
			} ),
		];
		for ( const data of bodies ) {
			const answer = await request.post( ENDPOINT, {
				headers: { 'Content-Type': 'application/csp-report' },
				data,
			} );
			expect( answer.status() ).toBe( 204 );
		}
		const big = await request.post( ENDPOINT, {
			headers: { 'Content-Type': 'application/csp-report' },
			data: report( '/books', { 'script-sample': 'x'.repeat( 9000 ) } ),
		} );
		expect( big.status() ).toBe( 413 );
		const stored = reports();
		expect( stored.entries ).toEqual( {} );
		expect( stored.dropped ).toBe( bodies.length + 1 );
	} );

	test( '10,000 reports in a minute: 30 kept, the rest counted, the list capped at 20', () => {
		// In one PHP process through WordPress's REST server (what an HTTP
		// flood reaches, without this machine's HTTP round trips).
		const out = JSON.parse(
			wpEval( `
				$now = time();
				for ( $i = 0; $i < 10000; $i++ ) {
					$request = new WP_REST_Request( 'POST', '/author-site/v1/csp-report' );
					$request->set_header( 'Content-Type', 'application/csp-report' );
					$request->set_body( wp_json_encode( array( 'csp-report' => array(
						'document-uri'        => home_url( '/page-' . $i ),
						'blocked-uri'         => 'https://cdn' . $i . '.example.test/x.js',
						'effective-directive' => 'script-src-elem',
					) ) ) );
					rest_do_request( $request );
				}
				echo wp_json_encode( author_site_csp_reports() );
			` )
		) as { entries: object; received: number; dropped: number };
		expect( out.received + out.dropped ).toBe( 10000 );
		expect( out.received ).toBeLessThanOrEqual( 60 ); // A minute boundary may fall inside.
		expect( Object.keys( out.entries ).length ).toBeLessThanOrEqual( 20 );
		expect( optionBytes() ).toBeLessThan( 12_000 );
	} );

	test( 'distinct reports over many minutes keep at most 20, the newest', () => {
		const out = JSON.parse(
			wpEval( `
				$start = time();
				for ( $i = 0; $i < 3000; $i++ ) {
					author_site_csp_report_store( array(
						'directive' => 'script-src-elem',
						'source'    => 'https://cdn' . $i . '.example.test/x.js',
						'sample'    => '',
						'page'      => '/p' . $i,
					), $start + $i * 3 );
				}
				echo wp_json_encode( array_values( author_site_csp_reports()['entries'] ) );
			` )
		) as Array< { page: string } >;
		expect( out ).toHaveLength( 20 );
		expect( out[ 0 ]!.page ).toBe( '/p2999' );
		expect( optionBytes() ).toBeLessThan( 12_000 );
	} );

	test( 'a burst over HTTP keeps the minute’s allowance and answers every post', async ( {
		request,
	} ) => {
		const answers = await Promise.all(
			Array.from( { length: 80 }, ( _, i ) =>
				request.post( ENDPOINT, {
					headers: { 'Content-Type': 'application/csp-report' },
					data: report( `/burst-${ i }` ),
				} )
			)
		);
		expect( answers.map( ( a ) => a.status() ) ).toEqual(
			Array( 80 ).fill( 204 )
		);
		const stored = reports();
		expect( Object.keys( stored.entries ).length ).toBeLessThanOrEqual(
			20
		);
		expect( stored.received ).toBeLessThanOrEqual( 60 );
	} );
} );
