/**
 * The shared helpers of src/api: the once-per-visit cache (page content,
 * events, the newsletter configuration), the dictionary guard and the held
 * POST of the two forms.
 */
import { ajaxPostAfter } from '../../../src/api/ajaxPost';
import { isRecord } from '../../../src/api/isRecord';
import { createVisitCache } from '../../../src/api/visitCache';

/** A promise to settle by hand. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	const promise = new Promise< T >( ( done ) => {
		resolve = done;
	} );
	return { promise, resolve };
}

describe( 'createVisitCache', () => {
	it( 'shares a load under way and keeps its value', async () => {
		const cache = createVisitCache< string, number >();
		const answer = deferred< number >();
		const start = jest.fn( () => answer.promise );
		const first = cache.load( 'a', start );
		const second = cache.load( 'a', start );
		expect( second ).toBe( first );
		expect( cache.peek( 'a' ) ).toBeUndefined();
		answer.resolve( 7 );
		await expect( first ).resolves.toBe( 7 );
		expect( cache.peek( 'a' ) ).toBe( 7 );
		await expect( cache.load( 'a', start ) ).resolves.toBe( 7 );
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps each key apart', async () => {
		const cache = createVisitCache< number, string >();
		await cache.load( 1, async () => 'one' );
		await cache.load( 2, async () => 'two' );
		expect( cache.peek( 1 ) ).toBe( 'one' );
		expect( cache.peek( 2 ) ).toBe( 'two' );
	} );

	it( 'loads again after a value it does not keep', async () => {
		const cache = createVisitCache< 'k', string >(
			( value ) => value !== 'failed'
		);
		await expect( cache.load( 'k', async () => 'failed' ) ).resolves.toBe(
			'failed'
		);
		expect( cache.peek( 'k' ) ).toBeUndefined();
		await expect( cache.load( 'k', async () => 'ok' ) ).resolves.toBe(
			'ok'
		);
		expect( cache.peek( 'k' ) ).toBe( 'ok' );
	} );

	it( 'forgets everything on reset', async () => {
		const cache = createVisitCache< 'k', number >();
		await cache.load( 'k', async () => 1 );
		cache.reset();
		expect( cache.peek( 'k' ) ).toBeUndefined();
		await expect( cache.load( 'k', async () => 2 ) ).resolves.toBe( 2 );
	} );
} );

describe( 'isRecord', () => {
	it.each( [
		[ {}, true ],
		[ { a: 1 }, true ],
		[ Object.create( null ), true ],
		[ [], false ],
		[ null, false ],
		[ undefined, false ],
		[ 'text', false ],
		[ 3, false ],
	] )( '%p → %p', ( value, expected ) => {
		expect( isRecord( value ) ).toBe( expected );
	} );
} );

describe( 'ajaxPostAfter', () => {
	const answer = {
		status: 200,
		headers: { get: () => 'application/json' },
		text: async () => '{}',
	} as unknown as Response;

	it( 'waits out the hold, then builds the body and posts it', async () => {
		const order: string[] = [];
		const fetch = jest.fn( async () => {
			order.push( 'fetch' );
			return answer;
		} );
		const result = await ajaxPostAfter( {
			url: '/wp-admin/admin-ajax.php',
			holdMs: 1500,
			body: () => {
				order.push( 'body' );
				return new URLSearchParams( { a: '1' } );
			},
			timeoutMs: 1000,
			fetch,
			sleep: async ( ms ) => {
				order.push( `sleep ${ ms }` );
			},
		} );
		expect( order ).toEqual( [ 'sleep 1500', 'body', 'fetch' ] );
		expect( result ).toEqual( {
			status: 200,
			contentType: 'application/json',
			text: '{}',
		} );
	} );

	it( 'does not wait without a hold', async () => {
		const sleep = jest.fn( async () => undefined );
		await ajaxPostAfter( {
			url: '/x',
			holdMs: 0,
			body: () => new URLSearchParams(),
			timeoutMs: 1000,
			fetch: async () => answer,
			sleep,
		} );
		expect( sleep ).not.toHaveBeenCalled();
	} );
} );
