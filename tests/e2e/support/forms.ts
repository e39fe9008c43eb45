import type { Page, Request } from '@playwright/test';
import { exchange } from '../../shared/recordings';
import { wpEval } from './wp';

/*
 * The WordPress state and the recorded plugin answers the form specs share
 * (newsletter.spec.ts, contact-submit.spec.ts, csp.spec.ts).
 */

/** The recorded Constant Contact form HTML the test stand-in renders. */
export const CTCT_FORM_HTML = (
	JSON.parse(
		exchange( 'pages-newsletter-form-render.json' ).response.body
	) as Array< { content: { rendered: string } } >
 )[ 0 ]!.content.rendered;

const DELETE_CTCT_FORMS = `
	foreach ( get_posts( array( 'post_type' => 'ctct_forms', 'post_status' => 'any', 'numberposts' => -1 ) ) as $old ) {
		wp_delete_post( $old->ID, true );
	}
`;

/** Deletes every `ctct_forms` post. */
export function deleteCtctForms(): void {
	wpEval( DELETE_CTCT_FORMS );
}

/**
 * The newsletter configured: the CTCT stand-in renders the recorded form for
 * one published `ctct_forms` post.
 */
export function setUpNewsletter(): void {
	wpEval( `
		update_option( 'author_site_test_ctct_html', ${ JSON.stringify( CTCT_FORM_HTML ) } );
		${ DELETE_CTCT_FORMS }
		wp_insert_post( array( 'post_type' => 'ctct_forms', 'post_title' => 'Newsletter', 'post_status' => 'publish' ) );
	` );
}

/** Undoes setUpNewsletter(). */
export function tearDownNewsletter(): void {
	wpEval( `
		delete_option( 'author_site_test_ctct_html' );
		${ DELETE_CTCT_FORMS }
	` );
}

/**
 * The contact form connected to WPForms form 6 (the recordings' form);
 * returns the settings as they were, for restoreSettings().
 */
export function connectWpforms(): string {
	const saved = wpEval(
		"echo wp_json_encode( get_option( 'author_site_settings', null ) );"
	);
	wpEval( `
		$settings = get_option( 'author_site_settings', array() );
		$settings = is_array( $settings ) ? $settings : array();
		$settings['wpforms'] = array(
			'form_id'     => 6,
			'name_format' => 'first-last',
			'fields'      => array( 'name' => 1, 'email' => 2, 'subject' => 3, 'message' => 4 ),
		);
		update_option( 'author_site_settings', $settings );
	` );
	return saved;
}

/**
 * Puts the theme's settings back as connectWpforms() found them.
 *
 * @param saved The settings as JSON (`null`: there were none).
 */
export function restoreSettings( saved: string ): void {
	wpEval( `
		$saved = json_decode( ${ JSON.stringify( saved ) }, true );
		if ( null === $saved ) {
			delete_option( 'author_site_settings' );
		} else {
			update_option( 'author_site_settings', $saved );
		}
	` );
}

/**
 * Serves the recorded forms list for the newsletter's step 1 and a recorded
 * answer for its submit; returns the submits.
 *
 * @param page The page.
 * @param file The recorded submit answer.
 */
export async function routeNewsletter(
	page: Page,
	file: string
): Promise< Request[] > {
	const submits: Request[] = [];
	const list = exchange( 'ctct-forms-list-visitor.json' ).response;
	await page.route( /[?&]rest_route=\/wp\/v2\/ctct_forms/, ( route ) =>
		route.fulfill( {
			status: list.status,
			contentType: 'application/json',
			body: list.body,
		} )
	);
	await page.route( /\/wp-admin\/admin-ajax\.php$/, ( route ) => {
		submits.push( route.request() );
		const answer = exchange( file ).response;
		return route.fulfill( {
			status: answer.status,
			contentType:
				answer.headers[ 'Content-Type' ] ??
				answer.headers[ 'content-type' ] ??
				'application/json',
			body: answer.body,
		} );
	} );
	return submits;
}

/** What a visitor types into the contact form. */
export interface ContactEntry {
	name: string;
	email: string;
	/** An option's label. */
	subject: string;
	message: string;
}

/**
 * Fills the contact form's four fields in order, as a visitor would.
 *
 * @param page  The page.
 * @param entry What to type.
 */
export async function fillContact(
	page: Page,
	entry: ContactEntry
): Promise< void > {
	await page.locator( '#contact-name' ).fill( entry.name );
	await page.locator( '#contact-email' ).fill( entry.email );
	await page.locator( '#contact-subject' ).selectOption( entry.subject );
	await page.locator( '#contact-message' ).fill( entry.message );
}
