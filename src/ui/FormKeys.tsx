/**
 * The hidden fields a form needs to work without the app too.
 */
import { getConfig } from '../config/config';

/**
 * The form's name (`contact`, or a signup block's id prefix), its signed token
 * and nonces (docs/forms.md#without-javascript).
 */
export function FormKeys( { form }: { form: string } ) {
	const { forms, contact } = getConfig();
	const wpformsNonce =
		form === 'contact' ? contact.wpforms?.nonce : undefined;
	return (
		<>
			<input type="hidden" name="author_site_form" value={ form } />
			<input
				type="hidden"
				name="author_site_token"
				value={ forms.token }
			/>
			{ forms.nonce && (
				<input
					type="hidden"
					name="author_site_nonce"
					value={ forms.nonce }
				/>
			) }
			{ wpformsNonce && (
				<input
					type="hidden"
					name="author_site_wpforms_nonce"
					value={ wpformsNonce }
				/>
			) }
		</>
	);
}
