/**
 * The contact form (see docs/forms.md): its behaviour is useContactForm
 * (./useContactForm.ts, state in ./contactReducer.ts); this file puts the
 * parts together. The first view prints the same markup
 * (inc/render/page-contact.php) and React hydrates it.
 */
import { ContactFields } from './ContactFields';
import { contactCopy as copy } from '../i18n/copy';
import { DraftedPanel, SentPanel } from './ContactPanels';
import { UNCONFIGURED_BANNER } from './messages';
import { useContactForm, type ContactFormSetup } from './useContactForm';
import { contactMailto } from './validation';
import { FormKeys } from '../ui/FormKeys';
import { PrivacyNote } from '../ui/PrivacyNote';

export { DEFAULT_CONFIRMATION, UNCONFIGURED_BANNER } from './messages';

/**
 * The send button: disabled and busy while the message is sent.
 *
 * @param props            Whether a submit is under way.
 * @param props.submitting
 */
function SendButton( { submitting }: { submitting: boolean } ) {
	return (
		<button
			type="submit"
			className="button button--primary"
			disabled={ submitting }
			aria-busy={ submitting ? 'true' : undefined }
		>
			{ submitting ? copy.sendingButton : copy.sendButton }
		</button>
	);
}

/**
 * The contact form. Connected to the author's WPForms form, a valid submit
 * sends the message and shows Message Sent; a refusal keeps every value and
 * shows the errors. Not connected, a valid submit opens a drafted email and
 * shows the "email the author directly" panel; every value typed stays for
 * Go Back to Form.
 *
 * @param props The author's address, the WPForms form and services.
 */
export function ContactForm( props: ContactFormSetup ) {
	const { state, refs, change, submit, startAgain, goBack } =
		useContactForm( props );
	if ( state.mode === 'success' ) {
		return (
			<SentPanel
				confirmation={ state.confirmation }
				headingRef={ refs.panel }
				onStartAgain={ startAgain }
			/>
		);
	}
	if ( state.mode === 'fallback' ) {
		return (
			<DraftedPanel
				to={ props.to }
				mailto={ contactMailto( props.to, state.values ) }
				headingRef={ refs.panel }
				onBack={ goBack }
			/>
		);
	}
	return (
		<>
			{ ! props.wpforms && (
				<p className="notice" role="note">
					{ UNCONFIGURED_BANNER }
				</p>
			) }
			{ state.banner && (
				<p
					className="notice notice--error"
					role="alert"
					tabIndex={ -1 }
					ref={ refs.banner }
				>
					{ state.banner }
				</p>
			) }
			<form
				className="form contact-form"
				method="post"
				noValidate
				onSubmit={ submit }
				ref={ refs.form }
			>
				<FormKeys form="contact" />
				<ContactFields
					values={ state.values }
					errors={ state.errors }
					change={ change }
				/>
				<SendButton submitting={ state.mode === 'submitting' } />
				<PrivacyNote />
			</form>
		</>
	);
}
