/**
 * Reads the signup configuration out of the Constant Contact Forms plugin's
 * rendered form, parsed inert; only attribute values are read.
 */
import type { NewsletterFormConfig } from './types';
import { positiveInt } from '../config/values';
import { parseInertHtml } from '../content/inertHtml';

const LIST_NAME = /^lists___[^[\]]*\[\]$/;

/** The form's configuration, or null without a `ctct-id` or an email field. */
export function parseNewsletterFormHtml(
	html: unknown
): NewsletterFormConfig | null {
	if ( typeof html !== 'string' || html.trim() === '' ) {
		return null;
	}
	const doc = parseInertHtml( html );
	const inputs = Array.from( doc.querySelectorAll( 'input[name]' ) );
	const named = ( name: string ) =>
		inputs.find( ( input ) => input.getAttribute( 'name' ) === name );
	const value = ( name: string ) => named( name )?.getAttribute( 'value' );
	const prefixed = ( prefix: string ) =>
		inputs
			.map( ( input ) => input.getAttribute( 'name' ) ?? '' )
			.find( ( name ) => name.startsWith( prefix ) );

	// A whole number the page can hold exactly (9007199254740993 would come
	// back as another form's id).
	const formId = positiveInt( value( 'ctct-id' ) ?? '' ) ?? 0;
	const email = prefixed( 'email___' );
	if ( ! formId || ! email ) {
		return null;
	}
	const firstName = prefixed( 'first_name___' );
	const lastName = prefixed( 'last_name___' );
	const listInputs = inputs.filter( ( input ) =>
		LIST_NAME.test( input.getAttribute( 'name' ) ?? '' )
	);
	const lists = listInputs
		.filter(
			( input ) =>
				input.hasAttribute( 'checked' ) || listInputs.length === 1
		)
		.map( ( input ) => input.getAttribute( 'value' ) ?? '' )
		.filter( ( list ) => list !== '' );
	const timeValue = ( value( 'ctct_time' ) ?? '' ).trim();
	const optIn = named( 'ctct-opt-in' );

	return {
		formId,
		verify: value( 'ctct-verify' ) ?? '',
		instance: value( 'ctct-instance' ) ?? '0',
		...( /^\d+$/.test( timeValue ) ? { time: Number( timeValue ) } : {} ),
		fields: {
			email,
			...( firstName ? { firstName } : {} ),
			...( lastName ? { lastName } : {} ),
			...( lists.length
				? { lists: listInputs[ 0 ]?.getAttribute( 'name' ) ?? '' }
				: {} ),
		},
		...( lists.length ? { lists } : {} ),
		...( optIn
			? {
					optIn: {
						name: 'ctct-opt-in',
						value: optIn.getAttribute( 'value' ) ?? '1',
					},
				}
			: {} ),
	};
}
