import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Mail } from './plugins-site';

/*
 * Signups to a Constant Contact form a page names (a series page's or a
 * bonus page's, docs/forms.md), as the real-plugin and behind-cache specs
 * make and check them.
 */

/**
 * PHP that saves a published Constant Contact form as its builder does
 * (email required, first name) and leaves its id in `$form`.
 *
 * @param title The form's title as a PHP expression (`'Title'`, `$title`).
 */
export function ctctFormPhp( title: string ): string {
	return `
		$form = wp_insert_post( array( 'post_type' => 'ctct_forms', 'post_status' => 'publish', 'post_title' => ${ title } ) );
		update_post_meta( $form, 'custom_fields_group', array( array( '_ctct_map_select' => 'email', '_ctct_field_label' => 'Email', '_ctct_required_field' => 'on' ), array( '_ctct_map_select' => 'first_name', '_ctct_field_label' => 'First Name' ) ) );
		update_post_meta( $form, '_ctct_verify_key', wp_generate_password( 25, false ) );
		update_post_meta( $form, '_ctct_has_email_field', 'true' );
		update_post_meta( $form, '_ctct_button_text', 'Sign up' );
		update_post_meta( $form, '_ctct_do_ajax', 'on' );
	`;
}

/**
 * The form whose notification Constant Contact Forms mailed for an address
 * ("Form title: …"), once exactly one came.
 *
 * @param mails The site's logged mail.
 * @param email The address signed up.
 */
export async function formOfMail(
	mails: () => Mail[],
	email: string
): Promise< string > {
	const sent = () =>
		mails().filter( ( mail ) => mail.message.includes( email ) );
	await expect.poll( () => sent().length, { timeout: 20_000 } ).toBe( 1 );
	const text = sent()[ 0 ]!.message;
	return /Form title: <\/strong>([^<]*)</.exec( text )?.[ 1 ] ?? text;
}

/**
 * Signs up in the page's signup block and waits for its success.
 *
 * @param page          The page, at the signup's page.
 * @param email         The address.
 * @param options       How.
 * @param options.wait  Milliseconds a visitor takes before sending without
 *                      JavaScript (the plugin's 5 s human check counts from
 *                      the page's drawing); 0: with the app, which sends once
 *                      the configuration is in.
 * @param options.name  The first name typed, if any.
 * @param options.shown The success text that must show.
 */
export async function signUpHere(
	page: Page,
	email: string,
	{
		wait = 0,
		name,
		shown = 'Welcome to the VIP List!',
	}: { wait?: number; name?: string; shown?: string } = {}
): Promise< void > {
	const block = page.locator( '.newsletter' );
	const loaded = wait
		? null
		: page.waitForResponse( /constant-contact-config\.json/ );
	if ( name !== undefined ) {
		await block.getByLabel( 'First name (optional)' ).fill( name );
	}
	await block.getByLabel( 'Email address' ).fill( email );
	// A visitor typing, not a timer the test waits on for a state.
	await new Promise( ( done ) => setTimeout( done, wait ) );
	if ( loaded ) {
		// The app: typing brought the form near; it can be sent once its
		// configuration is in and the form is no longer busy.
		await loaded;
		await expect( block.locator( 'form' ) ).toHaveAttribute(
			'aria-busy',
			'false',
			{ timeout: 20_000 }
		);
	}
	const button = block.getByRole( 'button', { name: 'Join the VIP List' } );
	await expect( button ).toBeEnabled( { timeout: 20_000 } );
	await button.click();
	await expect( block.getByText( shown ) ).toBeVisible( { timeout: 20_000 } );
}
