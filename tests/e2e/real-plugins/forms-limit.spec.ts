import type { WpformsConfig } from '../../../src/config/config';
import { wpformsFormData } from '../../../src/contact/wpformsRequest';
import { newsletterBody } from '../../../src/newsletter/submit';
import type { NewsletterFormConfig } from '../../../src/newsletter/types';
import { expect, test } from '../support/fixtures';
import { clearMailLog, mailCount } from '../support/mail-log';
import {
	LIMIT,
	TOO_MANY,
	clientHeaders,
	drawnToken,
	postMany,
	printedConfig,
	typing,
} from '../support/form-posts';
import { allowTime } from '../support/time-limit';

/*
 * The forms' limit per client against the real plugins
 * (docs/forms.md#limits): one page's token replayed from one client (300
 * times on the contact form) lands at most the limit's worth of messages or
 * signups, and every other post is refused with the limit's message, every
 * value kept; ten of
 * each from one client, as a household or a bookshop's wifi sends them, all
 * land; the app's own ajax submits to the plugins count the same way.
 */

/** How many over the limit the ajax tests send. */
const EXTRA = 3;

/**
 * One page's token replayed from one client, per form: the contact form 300
 * times, as the abuse was found; the signup, on the same limit's code
 * (inc/forms/flood.php), three times its limit.
 */
const REPLAYS = [
	{
		form: 'contact',
		what: 'contact posts',
		count: 300,
		path: '/contact',
		// WPForms' 2 s time limit counts from the page's drawing.
		typing: 2100,
		fields: {
			author_site_form: 'contact',
			name: 'Zoë Replay',
			subject: 'Other',
			message: 'The same message & again.',
		},
		landed: '>Message Sent</h3>',
		kept: [
			'value="Zoë Replay"',
			'<option value="Other" selected="">',
			'The same message &amp; again.</textarea>',
		],
		mailed: ( email: string ) => email,
	},
	{
		form: 'newsletter',
		what: 'signups',
		count: 3 * LIMIT.newsletter,
		path: '/',
		// Constant Contact's 5 s "human" check counts from the page's drawing.
		typing: 6000,
		fields: { author_site_form: 'home-newsletter', firstName: 'Zoë' },
		landed: 'Welcome to the VIP List!',
		kept: [ 'value="Zoë"' ],
		mailed: ( email: string ) => `Email: ${ email }`,
	},
] as const;

test.describe( 'the limit per client, real plugins', () => {
	test.beforeEach( clearMailLog );

	for ( const replay of REPLAYS ) {
		test( `${ replay.count } replayed ${ replay.what } of one token land the limit’s worth, the rest refused with values kept`, async ( {
			request,
		} ) => {
			allowTime( 240_000 );
			const headers = clientHeaders( `${ replay.form }-replay` );
			const token = await drawnToken( request, replay.path, headers );
			const email = `replay-${ Date.now() }+${ replay.form }@example.test`;
			await typing( replay.typing );
			const pages = await postMany( replay.count, 4, async () =>
				(
					await request.post( replay.path, {
						headers,
						form: {
							author_site_token: token,
							email,
							...replay.fields,
						},
					} )
				).text()
			);
			const landed = pages.filter( ( html ) =>
				html.includes( replay.landed )
			);
			const limited = pages.filter( ( html ) =>
				html.includes( TOO_MANY[ replay.form ] )
			);
			expect( landed ).toHaveLength( LIMIT[ replay.form ] );
			expect( limited ).toHaveLength(
				replay.count - LIMIT[ replay.form ]
			);
			for ( const html of limited ) {
				expect( html ).toContain( `value="${ email }"` );
				for ( const kept of replay.kept ) {
					expect( html ).toContain( kept );
				}
			}
			expect( mailCount( replay.mailed( email ) ) ).toBe(
				LIMIT[ replay.form ]
			);
		} );
	}

	test( 'ten messages and ten signups from one client all land', async ( {
		request,
	} ) => {
		allowTime( 120_000 );
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

	test( 'the app’s ajax messages to WPForms count towards the same limit', async ( {
		request,
	} ) => {
		allowTime( 120_000 );
		const headers = clientHeaders( 'contact-ajax' );
		const config = await printedConfig( request, '/contact', headers );
		const wpforms = ( config.contact as { wpforms: WpformsConfig } )
			.wpforms;
		const email = `ajax-${ Date.now() }@example.test`;
		const answers = await postMany( LIMIT.contact + EXTRA, 2, async () => {
			const now = Date.now();
			const data = wpformsFormData(
				wpforms,
				{
					name: 'Zoë Ajax',
					email,
					subject: 'Other',
					message: 'Sent by the app, again and again.',
				},
				{
					url: `${ config.homeUrl as string }contact`,
					title: 'Contact',
					startedAtMs: now - 3000,
					sentAtMs: now,
				}
			);
			const response = await request.post( config.ajaxUrl as string, {
				headers,
				multipart: Object.fromEntries(
					[ ...data.entries() ].map( ( [ k, v ] ) => [
						k,
						String( v ),
					] )
				),
			} );
			return ( await response.json() ) as {
				success: boolean;
				data?: { errors?: { general?: unknown } };
			};
		} );
		expect( answers.filter( ( a ) => a.success ) ).toHaveLength(
			LIMIT.contact
		);
		// WPForms' general errors, which the app shows in its banner.
		expect(
			answers.filter(
				( a ) =>
					! a.success &&
					JSON.stringify( a.data?.errors?.general ).includes(
						TOO_MANY.contact
					)
			)
		).toHaveLength( EXTRA );
		expect( mailCount( email ) ).toBe( LIMIT.contact );
	} );

	test( 'the app’s ajax signups to Constant Contact Forms count towards the same limit', async ( {
		request,
	} ) => {
		allowTime( 120_000 );
		const headers = clientHeaders( 'signup-ajax' );
		const config = await printedConfig( request, '/', headers );
		const form = ( await (
			await request.get(
				( config.newsletter as { configUrl: string } ).configUrl
			)
		).json() ) as NewsletterFormConfig;
		// Constant Contact's 5 s "human" check counts from the form's time.
		await typing( 6000 );
		const email = `ajax-${ Date.now() }+news@example.test`;
		const answers = await postMany(
			LIMIT.newsletter + EXTRA,
			2,
			async () =>
				(
					await request.post( config.ajaxUrl as string, {
						headers: {
							...headers,
							'Content-Type': 'application/x-www-form-urlencoded',
						},
						data: newsletterBody( form, {
							email,
							firstName: 'Zoë',
						} ).toString(),
					} )
				).json() as Promise< { status: string; message: string } >
		);
		expect(
			answers.filter( ( a ) => a.status === 'success' )
		).toHaveLength( LIMIT.newsletter );
		expect(
			answers.filter(
				( a ) =>
					a.status === 'named_error' &&
					a.message === TOO_MANY.newsletter
			)
		).toHaveLength( EXTRA );
		expect( mailCount( `Email: ${ email }` ) ).toBe( LIMIT.newsletter );
	} );
} );
