import { expect, test } from '../fixtures';
import { clearMailLog, mailCount } from './mail-log';
import {
	LIMIT,
	TOO_MANY,
	clientHeaders,
	drawnToken,
	postMany,
	typing,
} from './form-posts';

/*
 * The forms' limit per client against the real plugins
 * (docs/forms.md#limits): one page's token replayed 300 times from one
 * client lands at most the limit's worth of messages or signups, and every
 * other post is refused with the limit's message, every value kept; ten of
 * each from one client, as a household or a bookshop's wifi sends them, all
 * land.
 */

test.describe( 'the limit per client, real plugins', () => {
	test.beforeEach( clearMailLog );

	test( '300 replayed contact posts of one token land the limit’s worth, the rest refused with values kept', async ( {
		request,
	} ) => {
		test.setTimeout( 240_000 );
		const headers = clientHeaders( 'contact-replay' );
		const token = await drawnToken( request, '/contact', headers );
		const email = `replay-${ Date.now() }@example.test`;
		// WPForms' 2 s time limit counts from the page's drawing.
		await typing( 2100 );
		const pages = await postMany( 300, 4, async () =>
			(
				await request.post( '/contact', {
					headers,
					form: {
						author_site_form: 'contact',
						author_site_token: token,
						name: 'Zoë Replay',
						email,
						subject: 'Other',
						message: 'The same message & again.',
					},
				} )
			).text()
		);
		const sent = pages.filter( ( html ) =>
			html.includes( '>Message Sent</h3>' )
		);
		const limited = pages.filter( ( html ) =>
			html.includes( TOO_MANY.contact )
		);
		expect( sent ).toHaveLength( LIMIT.contact );
		expect( limited ).toHaveLength( 300 - LIMIT.contact );
		for ( const html of limited ) {
			expect( html ).toContain( 'value="Zoë Replay"' );
			expect( html ).toContain( `value="${ email }"` );
			expect( html ).toContain( '<option value="Other" selected="">' );
			expect( html ).toContain(
				'The same message &amp; again.</textarea>'
			);
		}
		expect( mailCount( email ) ).toBe( LIMIT.contact );
	} );

	test( '300 replayed signups of one token land the limit’s worth, the rest refused with values kept', async ( {
		request,
	} ) => {
		test.setTimeout( 240_000 );
		const headers = clientHeaders( 'signup-replay' );
		const token = await drawnToken( request, '/', headers );
		const email = `replay-${ Date.now() }+news@example.test`;
		// Constant Contact's 5 s "human" check counts from the page's drawing.
		await typing( 6000 );
		const pages = await postMany( 300, 4, async () =>
			(
				await request.post( '/', {
					headers,
					form: {
						author_site_form: 'home-newsletter',
						author_site_token: token,
						firstName: 'Zoë',
						email,
					},
				} )
			).text()
		);
		const joined = pages.filter( ( html ) =>
			html.includes( 'Welcome to the VIP List!' )
		);
		const limited = pages.filter( ( html ) =>
			html.includes( TOO_MANY.newsletter )
		);
		expect( joined ).toHaveLength( LIMIT.newsletter );
		expect( limited ).toHaveLength( 300 - LIMIT.newsletter );
		for ( const html of limited ) {
			expect( html ).toContain( 'value="Zoë"' );
			expect( html ).toContain( `value="${ email }"` );
		}
		expect( mailCount( `Email: ${ email }` ) ).toBe( LIMIT.newsletter );
	} );

	test( 'ten messages and ten signups from one client all land', async ( {
		request,
	} ) => {
		test.setTimeout( 120_000 );
		const headers = clientHeaders( 'household' );
		const contactToken = await drawnToken( request, '/contact', headers );
		const homeToken = await drawnToken( request, '/', headers );
		await typing( 6000 );
		const stamp = Date.now();
		for ( let i = 0; i < 10; i++ ) {
			const message = await request.post( '/contact', {
				headers,
				form: {
					author_site_form: 'contact',
					author_site_token: contactToken,
					name: `Reader ${ i }`,
					email: `reader-${ i }-${ stamp }@example.test`,
					subject: 'Reader Question',
					message: `Question number ${ i } from the book club.`,
				},
			} );
			expect( await message.text() ).toContain( '>Message Sent</h3>' );
			const signup = await request.post( '/', {
				headers,
				form: {
					author_site_form: 'home-newsletter',
					author_site_token: homeToken,
					firstName: `Reader ${ i }`,
					email: `reader-${ i }-${ stamp }+news@example.test`,
				},
			} );
			expect( await signup.text() ).toContain(
				'Welcome to the VIP List!'
			);
		}
		for ( let i = 0; i < 10; i++ ) {
			expect( mailCount( `reader-${ i }-${ stamp }@example.test` ) ).toBe(
				1
			);
			expect(
				mailCount( `Email: reader-${ i }-${ stamp }+news@example.test` )
			).toBe( 1 );
		}
	} );
} );
