import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdServerClock } from './support/clock';
import { wpEval } from './support/wp';
import { allowTime } from './support/time-limit';

/*
 * The endpoint browsers report CSP violations to (inc/security/csp-reports.php,
 * stored by inc/security/csp-reports-store.php) is open to anyone, so it must be
 * harmless: garbage, oversized bodies, reports about other sites and
 * floods cost no database write, a counted report costs one, counting
 * loses nothing under concurrency, and the stored list has a fixed bound
 * (docs/security.md#violation-reports). Writes are counted for real: every
 * statement WordPress sends that writes, through wpdb's `query` filter
 * (tests/wp/mu-plugins/author-site-test-writes.php). The server's clock is
 * held, so a flood falls in one minute whatever the real time.
 */

const ENDPOINT = '/wp-json/author-site/v1/csp-report';
const PER_MINUTE = 30;
const KEPT = 20;
const ROW_BYTES = 1600; // docs/security.md: 1,536 as written, a little more once the database rewrote the JSON.
const IN_FLIGHT = 20;

type Entry = {
	directive: string;
	source: string;
	sample: string;
	page: string;
	count: number;
};

function entries(): Entry[] {
	return Object.values(
		JSON.parse(
			wpEval(
				'echo wp_json_encode( author_site_csp_reports()["entries"], JSON_FORCE_OBJECT );'
			)
		) as Record< string, Entry >
	);
}

/** The stored rows' sizes in bytes. */
function rowBytes(): number[] {
	return JSON.parse(
		wpEval(
			'global $wpdb; echo wp_json_encode( array_map( "intval", $wpdb->get_col( "SELECT LENGTH(option_value) FROM {$wpdb->options} WHERE option_name LIKE \'author\\\\_site\\\\_csp\\\\_report\\\\_%\'" ) ) );'
		)
	) as number[];
}

const total = ( list: number[] ) => list.reduce( ( a, b ) => a + b, 0 );

const report = ( page: string, extra: object = {} ) =>
	JSON.stringify( {
		'csp-report': {
			'document-uri': `${ process.env.WP_URL ?? 'http://127.0.0.1:8881' }${ page }?email=private@example.test`,
			'blocked-uri': 'inline',
			'effective-directive': 'script-src-elem',
			'violated-directive': 'script-src-elem',
			'script-sample': 'window.chat = 1;',
			...extra,
		},
	} );

type Logged = {
	method: string;
	path: string;
	writes: Array< { sql: string; rows: number } >;
};

const WRITES_LOG = 'wp-content/author-site-test-writes.jsonl';

/**
 * Starts logging each HTTP request's writes, after one request that may
 * rebuild WordPress's rewrite rules.
 * @param request The test's request context.
 */
async function logWrites( request: APIRequestContext ) {
	await request.post( ENDPOINT, { data: 'warm-up' } );
	wpEval(
		`wp_delete_file( ABSPATH . '${ WRITES_LOG }' ); update_option( 'author_site_test_count_writes', 1 );`
	);
}

/** Stops logging; the report requests' lines. */
function loggedWrites(): Logged[] {
	const lines = wpEval( `
		delete_option( 'author_site_test_count_writes' );
		$log = ABSPATH . '${ WRITES_LOG }';
		echo is_file( $log ) ? file_get_contents( $log ) : '';
		wp_delete_file( $log );
	` );
	return lines
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) as Logged )
		.filter( ( line ) => line.path === ENDPOINT && line.method === 'POST' );
}

/**
 * Runs PHP in the local WordPress in its own process (bin/site/wp-eval.sh), not
 * waiting for it: several at once are reports in flight together.
 * @param code The PHP code.
 */
function wpEvalAsync( code: string ): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		const child = spawn(
			'bash',
			[ join( __dirname, '..', '..', 'bin', 'site', 'wp-eval.sh' ), '-' ],
			{ env: { ...process.env, WP_EVAL_USER: '' } }
		);
		let out = '';
		let err = '';
		child.stdout.on( 'data', ( chunk ) => ( out += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( err += chunk ) );
		child.on( 'close', ( status ) =>
			status === 0
				? resolve( out.trim() )
				: reject( new Error( `wp-eval exited ${ status }: ${ err }` ) )
		);
		child.stdin.end( code );
	} );
}

test.describe.serial( 'the CSP report endpoint', () => {
	test.beforeAll( () => holdServerClock( true ) );

	test.beforeEach( () => {
		wpEval( 'author_site_csp_reports_clear();' );
	} );

	test.afterAll( () => {
		wpEval(
			"author_site_csp_reports_clear(); delete_option( 'author_site_test_count_writes' );"
		);
		holdServerClock( false );
	} );

	test( 'keeps a report about a page of this site, without its query, for one write', async ( {
		request,
	} ) => {
		await logWrites( request );
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
						documentURL: `${ process.env.WP_URL ?? 'http://127.0.0.1:8881' }/about`,
						blockedURL: 'https://cdn.example.test/chat.js?key=1',
						effectiveDirective: 'script-src-elem',
					},
				},
			] ),
		} );
		const stored = entries();
		expect(
			stored
				.map( ( e ) => `${ e.page } ${ e.source } ${ e.count }` )
				.sort()
		).toEqual( [
			'/about https://cdn.example.test/chat.js 1',
			'/books inline 1',
		] );
		expect( JSON.stringify( stored ) ).not.toContain( 'private@' );
		expect( loggedWrites().map( ( line ) => line.writes.length ) ).toEqual(
			[ 1, 1 ]
		);
	} );

	test( 'garbage, oversized bodies, other sites and impossible hosts: nothing kept, no write', async ( {
		request,
	} ) => {
		const bodies = [
			'not json',
			'{"csp-report": "x"}',
			'[1,2,3]',
			report( '/books', { 'document-uri': 'https://elsewhere.test/' } ),
			report( '/books', { 'effective-directive': '<script>' } ),
			report( '/books', {
				'blocked-uri': `https://${ 'a'.repeat( 300 ) }.example.test/x.js`,
			} ),
			JSON.stringify( {
				a: { b: { c: { d: { e: { f: { g: { h: 1 } } } } } } },
			} ),
		];
		await logWrites( request );
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
		const logged = loggedWrites();
		expect( logged ).toHaveLength( bodies.length + 1 );
		expect( logged.flatMap( ( line ) => line.writes ) ).toEqual( [] );
		expect( entries() ).toEqual( [] );
	} );

	test( 'long hosts, paths and samples are cut: each entry at most its bound', async ( {
		request,
	} ) => {
		for ( let i = 0; i < 3; i++ ) {
			await request.post( ENDPOINT, {
				headers: { 'Content-Type': 'application/csp-report' },
				data: report( `/${ 'é'.repeat( 400 ) }${ i }`, {
					'blocked-uri': `https://${ 'h'.repeat( 60 ) }.${ 'o'.repeat(
						60
					) }.${ 's'.repeat( 60 ) }.${ 't'.repeat( 60 ) }/${ 'p'.repeat(
						2000
					) }?q=1`,
					'script-sample': '"'.repeat( 500 ),
				} ),
			} );
		}
		const stored = entries();
		expect( stored ).toHaveLength( 1 );
		const [ entry ] = stored;
		expect( entry!.count ).toBe( 3 );
		expect( Buffer.byteLength( entry!.page ) ).toBeLessThanOrEqual( 200 );
		expect( entry!.page ).toMatch( /^\/é+$/ ); // Cut on a character's edge.
		expect( entry!.source ).toMatch(
			/^https:\/\/h{60}\.o{60}\.s{60}\.t{60}\/p+$/
		);
		expect( Buffer.byteLength( entry!.source ) ).toBe( 300 );
		expect( [ ...entry!.sample ] ).toHaveLength( 40 );
		expect( Math.max( ...rowBytes() ) ).toBeLessThanOrEqual( ROW_BYTES );
	} );

	test( '10,000 reports, 20 in flight: one write per counted report, none for the others, no lost count, the list bounded', async () => {
		allowTime( 300_000 );
		// Through WordPress's REST server in 20 PHP processes at once (each
		// a report in flight at any moment; without this machine's HTTP
		// round trips, which would take minutes). Three in four are real
		// reports of five pages, the rest garbage, other sites' pages and
		// impossible hosts.
		const perProcess = 10_000 / IN_FLIGHT;
		const started = Date.now();
		const outs = await Promise.all(
			Array.from( { length: IN_FLIGHT }, ( _, worker ) =>
				wpEvalAsync( `
					$kinds = array();
					for ( $i = 0; $i < ${ perProcess }; $i++ ) {
						$n    = ${ worker } * ${ perProcess } + $i;
						$kind = array( 'real', 'real', 'real', 'junk' )[ $n % 4 ];
						$body = array(
							'document-uri'        => home_url( '/page-' . ( $n % 5 ) ),
							'blocked-uri'         => 'https://cdn.example.test/x.js',
							'effective-directive' => 'script-src-elem',
						);
						if ( 'junk' === $kind ) {
							$body = array(
								array( 'document-uri' => 'https://elsewhere.test/', 'effective-directive' => 'script-src-elem' ),
								array( 'blocked-uri' => 'https://' . str_repeat( 'a', 300 ) . '.test/' ) + $body,
								'not a report',
							)[ $n % 3 ];
						}
						$request = new WP_REST_Request( 'POST', '/author-site/v1/csp-report' );
						$request->set_header( 'Content-Type', 'application/csp-report' );
						$request->set_body( wp_json_encode( array( 'csp-report' => $body ) ) );
						$before = count( author_site_test_writes() );
						rest_do_request( $request );
						$mine    = array_slice( author_site_test_writes(), $before );
						$kinds[] = array( $kind, count( $mine ), array_sum( array_column( $mine, 'rows' ) ) );
					}
					echo wp_json_encode( $kinds );
				` )
			)
		);
		const seconds = ( Date.now() - started ) / 1000;
		const sent = outs.flatMap(
			( out ) => JSON.parse( out ) as Array< [ string, number, number ] >
		);
		expect( sent ).toHaveLength( 10_000 );
		// A report is counted when its write changed a row. One that lost
		// its slot to another new entry at the same instant sent one
		// statement that changed nothing.
		const counted = sent.filter( ( [ , , rows ] ) => rows > 0 );
		const dropped = sent.filter( ( [ , , rows ] ) => rows === 0 );
		const raced = dropped.filter( ( [ , writes ] ) => writes > 0 );
		expect( sent.filter( ( [ , writes ] ) => writes > 1 ) ).toEqual( [] );
		expect( counted.filter( ( [ kind ] ) => kind !== 'real' ) ).toEqual(
			[]
		);
		expect( raced.length ).toBeLessThan( IN_FLIGHT );
		// One held minute: its allowance, and no more than the reports
		// that had read the list before the last counted one was written.
		expect( counted.length ).toBeGreaterThanOrEqual( PER_MINUTE );
		expect( counted.length ).toBeLessThanOrEqual(
			PER_MINUTE + IN_FLIGHT - 1
		);
		// No lost count: the stored counts add up to the counted reports.
		const stored = entries();
		expect( stored.length ).toBeLessThanOrEqual( 5 );
		expect( total( stored.map( ( e ) => e.count ) ) ).toBe(
			counted.length
		);
		const bytes = total( rowBytes() );
		expect( bytes ).toBeLessThanOrEqual( KEPT * ROW_BYTES );
		console.log(
			`csp-reports flood: 10000 reports, ${ IN_FLIGHT } in flight, ${ seconds.toFixed(
				1
			) } s; counted ${ counted.length } with ${ total(
				counted.map( ( [ , writes ] ) => writes )
			) } writes; dropped ${ dropped.length }, ${
				raced.length
			} of them with a statement that changed nothing (a slot taken at the same instant); stored ${
				stored.length
			} entries, ${ bytes } bytes`
		);
	} );

	test( 'counting loses nothing: 2,000 reports of three entries from 20 processes at once', async () => {
		allowTime( 300_000 );
		// Each report in a minute of its own, so that the allowance never
		// drops one; each counted one by one atomic statement.
		const perProcess = 100;
		const outs = await Promise.all(
			Array.from( { length: IN_FLIGHT }, ( _, worker ) =>
				wpEvalAsync( `
					$counted = 0;
					$writes  = count( author_site_test_writes() );
					for ( $i = 0; $i < ${ perProcess }; $i++ ) {
						$n        = ${ worker } * ${ perProcess } + $i;
						$counted += author_site_csp_report_store(
							array( 'directive' => 'script-src-elem', 'source' => 'inline', 'sample' => 'entry ' . ( $n % 3 ), 'page' => '/books' ),
							1800000000 + 60 * $n
						) ? 1 : 0;
					}
					echo wp_json_encode( array( $counted, count( author_site_test_writes() ) - $writes ) );
				` )
			)
		);
		const results = outs.map(
			( out ) => JSON.parse( out ) as [ number, number ]
		);
		// One statement a report.
		expect( results.map( ( [ , writes ] ) => writes ) ).toEqual(
			Array( IN_FLIGHT ).fill( perProcess )
		);
		const counted = total( results.map( ( [ n ] ) => n ) );
		const stored = entries();
		expect( stored.map( ( e ) => e.sample ).sort() ).toEqual( [
			'entry 0',
			'entry 1',
			'entry 2',
		] );
		expect( total( stored.map( ( e ) => e.count ) ) ).toBe( counted );
		// Only a new entry can lose its slot to another one, at the start.
		expect( counted ).toBeGreaterThan( IN_FLIGHT * perProcess - IN_FLIGHT );
		console.log(
			`csp-reports concurrency: ${ counted } of ${
				IN_FLIGHT * perProcess
			} counted, stored counts ${ total( stored.map( ( e ) => e.count ) ) }`
		);
	} );

	test( 'distinct reports over many minutes keep at most 20, the newest, and at most 20 × 1,600 bytes', () => {
		const out = JSON.parse(
			wpEval( `
				$start = 1800000000;
				for ( $i = 0; $i < 3000; $i++ ) {
					// Each field as large as a report can make it: 300 bytes of
					// address, 40 four-byte characters of sample, 200 bytes of
					// path that JSON doubles.
					$source = 'https://cdn' . $i . '.example.test/';
					$page   = '/p' . $i . '/';
					author_site_csp_report_store( array(
						'directive' => str_repeat( 'a', 40 ),
						'source'    => $source . str_repeat( 'p', 300 - strlen( $source ) ),
						'sample'    => str_repeat( '😀', 40 ),
						'page'      => $page . str_repeat( '"', 200 - strlen( $page ) ),
					), $start + $i * 3 );
				}
				echo wp_json_encode( array_values( author_site_csp_reports()['entries'] ) );
			` )
		) as Array< { page: string } >;
		expect( out ).toHaveLength( KEPT );
		expect( out[ 0 ]!.page ).toMatch( /^\/p2999\// );
		expect( out[ KEPT - 1 ]!.page ).toMatch( /^\/p2980\// );
		const bytes = rowBytes();
		expect( bytes ).toHaveLength( KEPT );
		expect( Math.max( ...bytes ) ).toBeLessThanOrEqual( ROW_BYTES );
		console.log(
			`csp-reports: 20 entries of the largest kind stored in ${ total(
				bytes
			) } bytes`
		);
	} );

	test( 'a burst over HTTP: every post answered, the minute’s allowance kept, a write only for a counted one', async ( {
		request,
	} ) => {
		allowTime( 120_000 );
		await logWrites( request );
		const answers: number[] = [];
		const posts = Array.from( { length: 200 }, ( _, i ) =>
			report( `/burst-${ i % 4 }` )
		);
		// 20 in flight at a time.
		for ( let i = 0; i < posts.length; i += IN_FLIGHT ) {
			const batch = await Promise.all(
				posts.slice( i, i + IN_FLIGHT ).map( ( data ) =>
					request.post( ENDPOINT, {
						headers: { 'Content-Type': 'application/csp-report' },
						data,
					} )
				)
			);
			answers.push( ...batch.map( ( a ) => a.status() ) );
		}
		expect( answers ).toEqual( Array( posts.length ).fill( 204 ) );
		const logged = loggedWrites();
		expect( logged ).toHaveLength( posts.length );
		const counted = logged.filter( ( line ) => line.writes.length > 0 );
		expect( logged.filter( ( line ) => line.writes.length > 1 ) ).toEqual(
			[]
		);
		expect( counted.length ).toBeGreaterThanOrEqual( PER_MINUTE );
		expect( counted.length ).toBeLessThanOrEqual(
			PER_MINUTE + IN_FLIGHT - 1
		);
		expect( total( entries().map( ( e ) => e.count ) ) ).toBe(
			counted.length
		);
	} );
} );
