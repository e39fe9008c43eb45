import { getConfig } from '../config/config';

/**
 * The hidden fields of a form that also works without the app
 * (docs/forms.md#without-javascript): which form it is, the signed token
 * (when it was drawn) the server checks and, for a logged-in user, her nonce
 * and (on the contact form) WPForms' nonce. PHP:
 * author_site_render_form_keys(), inc/render/fields.php.
 *
 * @param props      The form.
 * @param props.form `contact`, or the signup block's id prefix.
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
