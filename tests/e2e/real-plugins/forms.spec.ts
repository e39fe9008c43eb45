import { expect, test } from '../support/fixtures';
import { logIn } from '../support/wp';
import { caughtMail, clearMail, type Mail } from '../support/plugins-site';
import {
	MESSAGE,
	SIGNUP,
	readable,
	sendMessage,
	signUp,
} from '../support/visitor';

/*
 * Both forms through the theme's own UI, into the real plugins: Constant
 * Contact Forms (not connected to an account, so it mails each signup to
 * the site's admin) and WPForms Lite (its notification to the admin). What
 * the visitor typed must arrive intact: +, accents, &, line breaks
 * (support/visitor.ts).
 */

/**
 * Waits for the mail whose subject matches.
 * @param subject The subject.
 */
async function mailWith( subject: RegExp ): Promise< Mail > {
	let found: Mail | undefined;
	await expect
		.poll( () => {
			found = caughtMail().find( ( mail ) =>
				subject.test( mail.subject )
			);
			return Boolean( found );
		} )
		.toBe( true );
	return found!;
}

for ( const visitor of [ 'logged out', 'logged in' ] as const ) {
	test.describe( visitor, () => {
		test.beforeEach( async ( { page } ) => {
			clearMail();
			if ( visitor === 'logged in' ) {
				await logIn( page );
			}
		} );

		test( 'a newsletter signup reaches Constant Contact Forms intact', async ( {
			page,
		} ) => {
			await signUp( page );
			const mail = await mailWith( /Constant Contact/ );
			const text = readable( mail.message );
			expect( text ).toContain( `Email: ${ SIGNUP.email }` );
			expect( text ).toContain( `First Name: ${ SIGNUP.name }` );
		} );

		test( 'a contact message reaches WPForms intact', async ( {
			page,
		} ) => {
			await sendMessage( page );
			const mail = await mailWith( /New Contact Entry/ );
			const text = readable( mail.message );
			expect( text ).toContain( MESSAGE.name );
			expect( text ).toContain( MESSAGE.email );
			expect( text ).toContain( MESSAGE.subject );
			expect( text ).toContain( MESSAGE.message );
		} );
	} );
}
