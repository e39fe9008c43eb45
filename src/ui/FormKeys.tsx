import { getConfig } from '../config/config';

/**
 * The two hidden fields of a form that also works without the app
 * (docs/forms.md#without-javascript): which form it is, and the signed token
 * (when it was drawn) the server checks. PHP: author_site_render_form_keys(),
 * inc/render/fields.php.
 *
 * @param props      The form.
 * @param props.form `contact`, or the signup block's id prefix.
 */
export function FormKeys( { form }: { form: string } ) {
	return (
		<>
			<input type="hidden" name="author_site_form" value={ form } />
			<input
				type="hidden"
				name="author_site_token"
				value={ getConfig().forms.token }
			/>
		</>
	);
}
