/**
 * The VIP newsletter signup block (docs/forms.md#newsletter-signup): loading → ready →
 * submitting → success or an error banner, with fake reads and a fake
 * sending (no network).
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { resetConfigForTests } from '../../../src/config/config';
import type {
	ConfigFileAnswer,
	NewsletterConfigDeps,
} from '../../../src/newsletter/formConfig';
import { NewsletterSignup } from '../../../src/newsletter/NewsletterSignup';
import { resetNewsletterConfigForTests } from '../../../src/newsletter/useNewsletterConfig';
import { answer, exchange } from '../../shared/recordings';
import { setPageConfig } from '../../shared/page-config';

const EMAIL = 'email___ecd412e904309dcce66177488240b016';
const FIRST = 'first_name___185b795264e09a98fe0f4e47e70e8e90';
const NOW = 1_800_000_000_000;

const LOADING = 'Loading the signup form…';
const TITLE = 'Join the VIP List';
const MISSING =
	'Newsletter signup is temporarily unavailable while the form configuration is missing. Please try again later.';
const LOAD_FAILED =
	'Unable to load newsletter signup configuration. Please try again later.';
const SUBMITTED = 'Your information has been submitted';

const FILE: ConfigFileAnswer = {
	status: 200,
	contentType: 'application/json',
	text: JSON.stringify( {
		formId: 7,
		verify: 'igymfgNpUSBZloT3m3ZsKfySy',
		instance: '0',
		time: 1795339643,
		fields: { email: EMAIL, firstName: FIRST },
	} ),
};

/**
 * Fake reads: the recorded forms list, then the configuration file.
 *
 * @param file What the configuration file read gives.
 */
function fakeReads(
	file: () => Promise< ConfigFileAnswer > = async () => FILE
) {
	return {
		readPublic: jest.fn( async () =>
			answer( 'ctct-forms-list-visitor.json' )
		),
		readAsEditor: jest.fn( async () => {
			throw new Error( 'not an editor' );
		} ),
		readConfigFile: jest.fn( file ),
		warn: jest.fn(),
		now: () => NOW,
	} satisfies NewsletterConfigDeps;
}

interface FakeAnswer {
	status: number;
	text: () => Promise< string >;
}

/**
 * A recorded plugin answer, as fetch gives it.
 *
 * @param file Recording file name.
 */
function recorded( file: string ): FakeAnswer {
	const { response } = exchange( file );
	return { status: response.status, text: async () => response.body };
}

/**
 * A fake sending, 10 s after the configuration arrived (no hold).
 *
 * @param reply What each fetch gives.
 */
function fakeSend( reply: () => Promise< FakeAnswer > ) {
	const fetch = jest.fn( reply );
	return {
		fetch,
		send: {
			fetch: fetch as unknown as typeof window.fetch,
			now: () => NOW + 10000,
			sleep: jest.fn< Promise< void >, [ number ] >(
				async () => undefined
			),
		},
	};
}

/** A promise to settle by hand. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	const promise = new Promise< T >( ( done ) => {
		resolve = done;
	} );
	return { promise, resolve };
}

/**
 * The parts of one signup block.
 *
 * @param root The block (or the screen).
 */
function parts( root: HTMLElement = document.body ) {
	const scope = within( root );
	return {
		form: () => scope.getByRole( 'form', { name: TITLE } ),
		email: () => scope.getByLabelText( 'Email address' ),
		firstName: () => scope.getByLabelText( 'First name (optional)' ),
		button: () => scope.getByRole( 'button', { name: /Join/ } ),
		status: () => scope.getByRole( 'status' ),
	};
}

/**
 * Types into a block's fields.
 *
 * @param root             The block (or the screen).
 * @param values           What to type.
 * @param values.email
 * @param values.firstName
 */
function fill(
	root: HTMLElement,
	values: { email?: string; firstName?: string }
) {
	const block = parts( root );
	if ( values.firstName !== undefined ) {
		fireEvent.change( block.firstName(), {
			target: { value: values.firstName },
		} );
	}
	if ( values.email !== undefined ) {
		fireEvent.change( block.email(), {
			target: { value: values.email },
		} );
	}
}

/**
 * Renders one block and waits until it is ready.
 *
 * @param send  The fake sending.
 * @param reads The fake reads.
 */
async function renderReady(
	send: ReturnType< typeof fakeSend >[ 'send' ],
	reads: NewsletterConfigDeps = fakeReads()
) {
	render(
		<NewsletterSignup
			idPrefix="contact-newsletter"
			title={ TITLE }
			description="Be the first to know."
			reads={ reads }
			send={ send }
		/>
	);
	await waitFor( () => expect( parts().button() ).toBeEnabled() );
}

/**
 * The plugin's decoding of what was sent (README-newsletter note 9),
 * enough to read the email and first name back.
 *
 * @param body The URLSearchParams sent.
 */
function sentValues( body: unknown ): Record< string, string > {
	const data = ( body as URLSearchParams ).get( 'data' ) ?? '';
	return Object.fromEntries(
		data.split( '&' ).map( ( piece ) => {
			const [ key = '', value = '' ] =
				decodeURIComponent( piece ).split( '=' );
			return [
				key,
				key.includes( 'email__' ) ? value : decodeURIComponent( value ),
			];
		} )
	);
}

beforeEach( () => {
	setPageConfig( undefined );
	resetConfigForTests();
	resetNewsletterConfigForTests();
} );

afterEach( () => {
	setPageConfig( undefined );
	resetConfigForTests();
	resetNewsletterConfigForTests();
} );

describe( 'NewsletterSignup loading its configuration', () => {
	it( 'cannot be sent while loading, keeps what is typed, then is ready', async () => {
		const file = deferred< ConfigFileAnswer >();
		const reads = fakeReads( () => file.promise );
		const { fetch, send } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		render(
			<NewsletterSignup
				idPrefix="contact-newsletter"
				title={ TITLE }
				description="Be the first to know."
				reads={ reads }
				send={ send }
			/>
		);
		const block = parts();
		expect(
			screen.getByRole( 'heading', { level: 2, name: TITLE } )
		).toBeInTheDocument();
		// Loading: the form cannot be sent and says so; its fields take
		// typing, so nothing being typed is cut off.
		await waitFor( () => expect( block.button() ).toBeDisabled() );
		expect( block.button() ).toHaveTextContent( 'Join the VIP List' );
		expect( block.status() ).toHaveTextContent( LOADING );
		expect( block.form() ).toHaveAttribute( 'aria-busy', 'true' );
		expect( block.email() ).toBeEnabled();
		fireEvent.change( block.email(), {
			target: { value: 'early@example.test' },
		} );
		fireEvent.submit( block.form() );
		expect( fetch ).not.toHaveBeenCalled();

		await waitFor( () =>
			expect( reads.readConfigFile ).toHaveBeenCalledTimes( 1 )
		);
		file.resolve( FILE );
		await waitFor( () => expect( block.button() ).toBeEnabled() );
		expect( block.status() ).toHaveTextContent( /^$/ );
		expect( block.form() ).toHaveAttribute( 'aria-busy', 'false' );
		expect( block.email() ).toHaveValue( 'early@example.test' );
		fireEvent.submit( block.form() );
		await screen.findByRole( 'heading', {
			name: 'Welcome to the VIP List!',
		} );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( reads.readPublic ).toHaveBeenCalledTimes( 1 );
		// A visitor has no REST nonce: the block renderer is not asked.
		expect( reads.readAsEditor ).not.toHaveBeenCalled();
	} );

	it( 'says the configuration is missing, without asking, when the theme knows there is none', () => {
		setPageConfig( { newsletter: { available: false } } );
		resetConfigForTests();
		const reads = fakeReads();
		const { send, fetch } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		render(
			<NewsletterSignup
				idPrefix="contact-newsletter"
				title={ TITLE }
				description="Be the first to know."
				reads={ reads }
				send={ send }
			/>
		);
		const block = parts();
		expect( block.status() ).toHaveTextContent( MISSING );
		expect( block.email() ).toBeDisabled();
		expect( block.firstName() ).toBeDisabled();
		expect( block.button() ).toBeDisabled();
		expect( block.form() ).toHaveAttribute( 'aria-busy', 'false' );
		fireEvent.submit( block.form() );
		expect( reads.readPublic ).not.toHaveBeenCalled();
		expect( reads.readConfigFile ).not.toHaveBeenCalled();
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'says the configuration is missing when the file is absent', async () => {
		const { response } = exchange( 'ctct-config-fallback-absent.json' );
		const reads = fakeReads( async () => ( {
			status: response.status,
			contentType: response.headers[ 'Content-Type' ] ?? '',
			text: response.body,
		} ) );
		const { send } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		render(
			<NewsletterSignup
				idPrefix="contact-newsletter"
				title={ TITLE }
				description="Be the first to know."
				reads={ reads }
				send={ send }
			/>
		);
		const block = parts();
		await waitFor( () =>
			expect( block.status() ).toHaveTextContent( MISSING )
		);
		expect( block.email() ).toBeDisabled();
		expect( block.button() ).toBeDisabled();
	} );

	it( 'says the load failed when reading the configuration throws', async () => {
		const reads = fakeReads( async () => {
			throw new TypeError( 'Failed to fetch' );
		} );
		const { send } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		render(
			<NewsletterSignup
				idPrefix="contact-newsletter"
				title={ TITLE }
				description="Be the first to know."
				reads={ reads }
				send={ send }
			/>
		);
		const block = parts();
		await waitFor( () =>
			expect( block.status() ).toHaveTextContent( LOAD_FAILED )
		);
		expect( block.email() ).toBeDisabled();
		expect( block.firstName() ).toBeDisabled();
		expect( block.button() ).toBeDisabled();
		expect( block.form() ).toHaveAttribute( 'aria-busy', 'false' );
	} );
} );

describe( 'NewsletterSignup submitting', () => {
	it( 'refuses an invalid email at its field, sending nothing', async () => {
		const { send, fetch } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		await renderReady( send );
		const block = parts();
		fill( document.body, { email: 'not-an-email', firstName: 'Zoë' } );
		fireEvent.click( block.button() );
		const email = block.email();
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAttribute(
			'aria-describedby',
			'contact-newsletter-email-error'
		);
		expect( email ).toHaveAccessibleDescription(
			'Please enter a valid email address'
		);
		await waitFor( () => expect( email ).toHaveFocus() );
		expect( fetch ).not.toHaveBeenCalled();
		expect( send.sleep ).not.toHaveBeenCalled();

		// Typing again clears the error.
		fill( document.body, { email: 'zoe.ann@example.test' } );
		expect( email ).not.toHaveAttribute( 'aria-invalid' );
		expect( email ).not.toHaveAttribute( 'aria-describedby' );
		expect(
			screen.queryByText( 'Please enter a valid email address' )
		).toBeNull();
	} );

	it.each( [
		'',
		'   ',
		'zoe ann@example.test',
		'zoe@example',
		'@example.test',
	] )( 'refuses the email %p', async ( value ) => {
		const { send, fetch } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		await renderReady( send );
		fill( document.body, { email: value } );
		fireEvent.submit( parts().form() );
		expect( parts().email() ).toHaveAccessibleDescription(
			'Please enter a valid email address'
		);
		await waitFor( () => expect( parts().email() ).toHaveFocus() );
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'needs no first name', async () => {
		const { send, fetch } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		await renderReady( send );
		fill( document.body, { email: '  zoe.ann@example.test ' } );
		fireEvent.click( parts().button() );
		await screen.findByRole( 'heading', {
			name: 'Welcome to the VIP List!',
		} );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetch.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe( '/wp-admin/admin-ajax.php' );
		expect( init.credentials ).toBe( 'include' );
		const values = sentValues( init.body );
		expect( values[ EMAIL ] ).toBe( 'zoe.ann@example.test' );
		expect( values[ FIRST ] ).toBe( '' );
	} );

	it( 'disables the form while sending, sends once, then welcomes the subscriber', async () => {
		const reply = deferred< FakeAnswer >();
		const { send, fetch } = fakeSend( () => reply.promise );
		await renderReady( send );
		const block = parts();
		fill( document.body, {
			email: 'zoe.ann@example.test',
			firstName: 'Zoë+Ann & Co 100%',
		} );
		fireEvent.click( block.button() );

		expect( block.button() ).toHaveTextContent( 'Joining…' );
		expect( block.button() ).toBeDisabled();
		expect( block.email() ).toBeDisabled();
		expect( block.firstName() ).toBeDisabled();
		expect( block.form() ).toHaveAttribute( 'aria-busy', 'true' );
		expect( block.status() ).toHaveTextContent( 'Joining the VIP List…' );
		expect( fetch ).toHaveBeenCalledTimes( 1 );

		// A second submit while sending sends nothing.
		fireEvent.submit( block.form() );
		fireEvent.click( block.button() );
		expect( fetch ).toHaveBeenCalledTimes( 1 );

		const [ , init ] = fetch.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( sentValues( init.body ) ).toMatchObject( {
			[ EMAIL ]: 'zoe.ann@example.test',
			[ FIRST ]: 'Zoë+Ann & Co 100%',
			'ctct-id': '7',
		} );

		reply.resolve( recorded( 'ctct-submit-success.json' ) );
		const heading = await screen.findByRole( 'heading', {
			level: 3,
			name: 'Welcome to the VIP List!',
		} );
		await waitFor( () => expect( heading ).toHaveFocus() );
		expect( screen.getByText( SUBMITTED ) ).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Thank you for subscribing!'
		);
		expect( screen.queryByRole( 'form' ) ).toBeNull();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits out the 6 s rule before sending, showing it is sending', async () => {
		const wake = deferred< void >();
		const { send, fetch } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		send.now = () => NOW + 1500;
		send.sleep.mockImplementation( () => wake.promise );
		await renderReady( send );
		fill( document.body, { email: 'zoe.ann@example.test' } );
		fireEvent.click( parts().button() );
		expect( send.sleep ).toHaveBeenCalledWith( 4500 );
		expect( parts().button() ).toHaveTextContent( 'Joining…' );
		expect( parts().button() ).toBeDisabled();
		expect( fetch ).not.toHaveBeenCalled();
		wake.resolve();
		await screen.findByRole( 'heading', {
			name: 'Welcome to the VIP List!',
		} );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( '"Subscribe another email" gives back an empty form, focused on the email', async () => {
		const { send, fetch } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		await renderReady( send );
		fill( document.body, {
			email: 'zoe.ann@example.test',
			firstName: 'Zoë',
		} );
		fireEvent.click( parts().button() );
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Subscribe another email',
			} )
		);
		const block = parts();
		expect( block.email() ).toHaveValue( '' );
		expect( block.firstName() ).toHaveValue( '' );
		expect( block.email() ).toBeEnabled();
		expect( block.firstName() ).toBeEnabled();
		expect( block.button() ).toBeEnabled();
		expect( block.button() ).toHaveTextContent( 'Join the VIP List' );
		await waitFor( () => expect( block.email() ).toHaveFocus() );
		expect( block.status() ).toHaveTextContent( /^$/ );
		expect(
			screen.queryByRole( 'heading', {
				name: 'Welcome to the VIP List!',
			} )
		).toBeNull();
		expect( fetch ).toHaveBeenCalledTimes( 1 );

		// And it can send again.
		fill( document.body, { email: 'second@example.test' } );
		fireEvent.click( block.button() );
		await screen.findByRole( 'heading', {
			name: 'Welcome to the VIP List!',
		} );
		expect( fetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( "shows the provider's error in an alert and keeps what was typed", async () => {
		const { fetch, send } = fakeSend( async () =>
			recorded( 'ctct-submit-too-fast.json' )
		);
		const reads = fakeReads();
		await renderReady( send, reads );
		fill( document.body, {
			email: 'zoe.ann@example.test',
			firstName: 'Zoë',
		} );
		fireEvent.click( parts().button() );
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'We do not think you are human' );
		await waitFor( () => expect( alert ).toHaveFocus() );
		const block = parts();
		expect( block.email() ).toHaveValue( 'zoe.ann@example.test' );
		expect( block.firstName() ).toHaveValue( 'Zoë' );
		expect( block.email() ).toBeEnabled();
		expect( block.button() ).toBeEnabled();
		expect( block.button() ).toHaveTextContent( 'Join the VIP List' );
		expect( block.form() ).toHaveAttribute( 'aria-busy', 'false' );
		expect( block.status() ).toHaveTextContent( /^$/ );
		// Refused: the configuration was asked again, it had not changed, so
		// nothing was sent twice.
		expect( reads.readConfigFile ).toHaveBeenCalledTimes( 2 );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'sends once more with the new verify key when the form was saved since the page loaded', async () => {
		const answers = [
			recorded( 'ctct-submit-bad-verify.json' ),
			recorded( 'ctct-submit-success.json' ),
		];
		const { fetch, send } = fakeSend( async () => answers.shift()! );
		const saved: ConfigFileAnswer = {
			...FILE,
			text: JSON.stringify( {
				...JSON.parse( FILE.text ),
				verify: 'newVerifyKeyAfterTheSave',
				time: 1795339999,
			} ),
		};
		const files = [ FILE, saved ];
		const reads = fakeReads( async () => files.shift()! );
		await renderReady( send, reads );
		fill( document.body, {
			email: 'zoe.ann@example.test',
			firstName: 'Zoë',
		} );
		fireEvent.click( parts().button() );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Welcome to the VIP List!',
			} )
		).toBeInTheDocument();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		const [ first, second ] = fetch.mock.calls.map( ( call ) =>
			sentValues(
				( call as unknown as [ string, RequestInit ] )[ 1 ].body
			)
		);
		expect( first![ 'ctct-verify' ] ).toBe( 'igymfgNpUSBZloT3m3ZsKfySy' );
		expect( second![ 'ctct-verify' ] ).toBe( 'newVerifyKeyAfterTheSave' );
		// The time of the form the visitor filled in, not of the reload.
		expect( second!.ctct_time ).toBe( '1795339643' );
		expect( second![ EMAIL ] ).toBe( 'zoe.ann@example.test' );
		expect( second![ FIRST ] ).toBe( 'Zoë' );
	} );

	it( 'shows the HTTP status of a failed submit and keeps what was typed', async () => {
		const { send, fetch } = fakeSend( async () => ( {
			status: 500,
			text: async () => '<h1>Internal Server Error</h1>',
		} ) );
		await renderReady( send );
		fill( document.body, {
			email: 'zoe.ann@example.test',
			firstName: 'Zoë',
		} );
		fireEvent.click( parts().button() );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Unable to submit form (status 500).'
		);
		expect( parts().email() ).toHaveValue( 'zoe.ann@example.test' );
		expect( parts().firstName() ).toHaveValue( 'Zoë' );

		// A new try clears the banner while it is sent.
		fetch.mockImplementationOnce( () => new Promise( () => undefined ) );
		fireEvent.click( parts().button() );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'gives the generic message when the network fails', async () => {
		const { send } = fakeSend( async () => {
			throw new TypeError( 'Failed to fetch' );
		} );
		await renderReady( send );
		fill( document.body, { email: 'zoe.ann@example.test' } );
		fireEvent.click( parts().button() );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Failed to subscribe. Please try again.'
		);
	} );
} );

describe( 'NewsletterSignup loading only when about to be used', () => {
	const observers: Array< {
		callback: IntersectionObserverCallback;
		options?: IntersectionObserverInit;
	} > = [];
	beforeEach( () => {
		observers.length = 0;
		window.IntersectionObserver = jest.fn(
			(
				callback: IntersectionObserverCallback,
				options?: IntersectionObserverInit
			) => {
				observers.push( { callback, options } );
				return {
					observe: jest.fn(),
					disconnect: jest.fn(),
				};
			}
		) as unknown as typeof IntersectionObserver;
	} );
	afterEach( () => {
		delete ( window as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
	} );

	/**
	 * Renders a block far from the viewport.
	 *
	 * @param reads The fake reads.
	 */
	function renderFar( reads: NewsletterConfigDeps ) {
		const { send } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		render(
			<NewsletterSignup
				idPrefix="home-newsletter"
				title={ TITLE }
				description="Be the first to know."
				reads={ reads }
				send={ send }
			/>
		);
	}

	it( 'asks nothing until the block comes within 300 px of the viewport', async () => {
		const reads = fakeReads();
		renderFar( reads );
		expect( observers ).toHaveLength( 1 );
		expect( observers[ 0 ]!.options?.rootMargin ).toBe(
			'300px 0px 300px 0px'
		);
		// Until then it stays the server's form, as it was drawn.
		expect( parts().status() ).toHaveTextContent( /^$/ );
		expect( parts().button() ).toBeEnabled();
		expect( parts().form() ).toHaveAttribute( 'aria-busy', 'false' );
		act( () =>
			observers[ 0 ]!.callback(
				[ { isIntersecting: false } as IntersectionObserverEntry ],
				{} as IntersectionObserver
			)
		);
		await act( () => Promise.resolve() );
		expect( reads.readPublic ).not.toHaveBeenCalled();
		expect( reads.readConfigFile ).not.toHaveBeenCalled();
		act( () =>
			observers[ 0 ]!.callback(
				[ { isIntersecting: true } as IntersectionObserverEntry ],
				{} as IntersectionObserver
			)
		);
		await waitFor( () => expect( parts().button() ).toBeEnabled() );
		expect( reads.readPublic ).toHaveBeenCalledTimes( 1 );
		expect( reads.readConfigFile ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'loads when a field gets focus, wherever the block is', async () => {
		const reads = fakeReads();
		renderFar( reads );
		expect( reads.readConfigFile ).not.toHaveBeenCalled();
		act( () => parts().email().focus() );
		await waitFor( () => expect( parts().button() ).toBeEnabled() );
		expect( reads.readConfigFile ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'two NewsletterSignup blocks on one page', () => {
	it( 'share one configuration load and work on their own', async () => {
		const reads = fakeReads();
		const { send, fetch } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		const { container } = render(
			<>
				<NewsletterSignup
					idPrefix="home-newsletter"
					title={ TITLE }
					description="Home."
					reads={ reads }
					send={ send }
				/>
				<NewsletterSignup
					idPrefix="contact-newsletter"
					title={ TITLE }
					description="Contact."
					reads={ reads }
					send={ send }
				/>
			</>
		);
		const block = ( prefix: string ) => {
			const found = container
				.querySelector( `#${ prefix }-title` )
				?.closest< HTMLElement >( '.newsletter' );
			if ( ! found ) {
				throw new Error( `no block ${ prefix }` );
			}
			return found;
		};
		const home = block( 'home-newsletter' );
		const contact = block( 'contact-newsletter' );
		expect( home ).not.toBe( contact );
		expect( parts( home ).email() ).toHaveAttribute(
			'id',
			'home-newsletter-email'
		);
		expect( parts( contact ).email() ).toHaveAttribute(
			'id',
			'contact-newsletter-email'
		);

		await waitFor( () => expect( parts( home ).email() ).toBeEnabled() );
		await waitFor( () => expect( parts( contact ).email() ).toBeEnabled() );
		expect( reads.readPublic ).toHaveBeenCalledTimes( 1 );
		expect( reads.readConfigFile ).toHaveBeenCalledTimes( 1 );

		fill( contact, { email: 'other@example.test', firstName: 'Kat' } );
		fill( home, { email: 'zoe.ann@example.test', firstName: 'Zoë' } );
		fireEvent.click( parts( home ).button() );

		const heading = await within( home ).findByRole( 'heading', {
			name: 'Welcome to the VIP List!',
		} );
		await waitFor( () => expect( heading ).toHaveFocus() );
		expect( parts( home ).status() ).toHaveTextContent(
			'Thank you for subscribing!'
		);
		expect( fetch ).toHaveBeenCalledTimes( 1 );

		// The other block is untouched.
		const other = parts( contact );
		expect(
			within( contact ).queryByRole( 'heading', {
				name: 'Welcome to the VIP List!',
			} )
		).toBeNull();
		expect( other.email() ).toHaveValue( 'other@example.test' );
		expect( other.firstName() ).toHaveValue( 'Kat' );
		expect( other.email() ).toBeEnabled();
		expect( other.button() ).toHaveTextContent( 'Join the VIP List' );
		expect( other.status() ).toHaveTextContent( /^$/ );
		expect( within( contact ).queryByRole( 'alert' ) ).toBeNull();

		// Then the other one fails on its own.
		fetch.mockImplementationOnce( async () =>
			recorded( 'ctct-submit-honeypot.json' )
		);
		fireEvent.click( other.button() );
		expect(
			await within( contact ).findByRole( 'alert' )
		).toHaveTextContent( 'We do not think you are human' );
		expect( other.email() ).toHaveValue( 'other@example.test' );
		expect(
			within( home ).getByRole( 'heading', {
				name: 'Welcome to the VIP List!',
			} )
		).toBeInTheDocument();
		expect( within( home ).queryByRole( 'alert' ) ).toBeNull();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'a block mounted after the load is ready at once', async () => {
		const reads = fakeReads();
		const { send } = fakeSend( async () =>
			recorded( 'ctct-submit-success.json' )
		);
		const first = render(
			<NewsletterSignup
				idPrefix="home-newsletter"
				title={ TITLE }
				description="Home."
				reads={ reads }
				send={ send }
			/>
		);
		await waitFor( () => expect( parts().email() ).toBeEnabled() );
		first.unmount();
		render(
			<NewsletterSignup
				idPrefix="contact-newsletter"
				title={ TITLE }
				description="Contact."
				reads={ reads }
				send={ send }
			/>
		);
		expect( parts().email() ).toBeEnabled();
		expect( parts().status() ).toHaveTextContent( /^$/ );
		expect( reads.readConfigFile ).toHaveBeenCalledTimes( 1 );
	} );
} );
