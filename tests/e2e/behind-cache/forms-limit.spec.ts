import { expect, test } from '../support/fixtures';
import {
	LIMIT,
	TOO_MANY,
	clientHeaders,
	hiddenValue,
	postMany,
	typing,
} from '../support/form-posts';
import { cacheStatus, cachePage, mail } from '../support/cache-site';
import { allowTime } from '../support/time-limit';

/*
 * The limit per client behind the full-page cache (docs/forms.md#limits,
 * docs/security.md#forms): the token in a cached page is everyone's, so a
 * replay of it is bounded by the limit, and no refused answer is kept by
 * the cache.
 */

test.describe( 'the limit per client, from a cached page', () => {
	test.beforeEach( () => mail.clear() );

	test( 'a cached page’s token replayed lands the limit’s worth, and no answer is cached', async ( {
		request,
	} ) => {
		allowTime( 120_000 );
		await cachePage( request, '/contact' );
		const headers = clientHeaders( 'cached-replay' );
		const cached = await request.get( '/contact', { headers } );
		expect( cacheStatus( cached ) ).toBe( 'HIT' );
		const token = hiddenValue( await cached.text(), 'author_site_token' )!;
		const email = `cached-replay-${ Date.now() }@example.test`;
		await typing( 2100 );
		const extra = 5;
		const pages = await postMany( LIMIT.contact + extra, 4, async () =>
			(
				await request.post( '/contact', {
					headers,
					form: {
						author_site_form: 'contact',
						author_site_token: token,
						name: 'Cached Replay',
						email,
						subject: 'Other',
						message: 'A message from a cached page.',
					},
				} )
			).text()
		);
		expect(
			pages.filter( ( html ) => html.includes( '>Message Sent</h3>' ) )
		).toHaveLength( LIMIT.contact );
		expect(
			pages.filter( ( html ) => html.includes( TOO_MANY.contact ) )
		).toHaveLength( extra );
		expect( mail.count( email ) ).toBe( LIMIT.contact );
		const after = await request.get( '/contact' );
		expect( cacheStatus( after ) ).toBe( 'HIT' );
		expect( await after.text() ).not.toContain( TOO_MANY.contact );
	} );
} );
