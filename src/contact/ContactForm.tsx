/**
 * The contact form's markup; its behaviour is in ./useContactForm.ts.
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

/** The send button: disabled and busy while the message is sent. */
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

/** The contact form, or the panel that has taken its place (docs/forms.md#contact-states). */
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
