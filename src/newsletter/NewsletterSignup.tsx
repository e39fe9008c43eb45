/**
 * The VIP newsletter signup block's markup; its behaviour is in
 * ./useNewsletterSignup.ts.
 */
import { newsletterCopy as copy } from '../i18n/copy';
import { SignupFields } from './SignupFields';
import { SignupSuccess } from './SignupSuccess';
import { FormKeys } from '../ui/FormKeys';
import { PrivacyNote } from '../ui/PrivacyNote';
import {
	useNewsletterSignup,
	type NewsletterSignupServices,
} from './useNewsletterSignup';

interface NewsletterSignupProps extends NewsletterSignupServices {
	idPrefix: string;
	title: string;
	description: string;
	/** Shown on success instead of the provider's line (the bonus page's). */
	successMessage?: string;
}

/** The signup block (docs/forms.md#newsletter-states). */
export function NewsletterSignup( {
	idPrefix,
	title,
	description,
	reads,
	send,
	formId = null,
	successMessage,
}: NewsletterSignupProps ) {
	const {
		state,
		root,
		disabled,
		sendDisabled,
		busy,
		status,
		change,
		submit,
		reset,
	} = useNewsletterSignup( idPrefix, { reads, send, formId } );
	return (
		<div className="newsletter" ref={ root }>
			<h2 id={ `${ idPrefix }-title` } className="newsletter__title">
				{ title }
			</h2>
			<p className="newsletter__description">{ description }</p>
			{ state.phase === 'success' ? (
				<SignupSuccess
					idPrefix={ idPrefix }
					message={ successMessage ?? state.successMessage }
					onReset={ reset }
				/>
			) : (
				<form
					className="form newsletter__form"
					method="post"
					noValidate
					aria-labelledby={ `${ idPrefix }-title` }
					aria-busy={ busy }
					onSubmit={ submit }
				>
					<FormKeys form={ idPrefix } />
					{ state.banner && (
						<p
							id={ `${ idPrefix }-banner` }
							className="notice notice--error"
							role="alert"
							tabIndex={ -1 }
						>
							{ state.banner }
						</p>
					) }
					<SignupFields
						idPrefix={ idPrefix }
						values={ state.values }
						emailError={ state.emailError }
						disabled={ disabled }
						change={ change }
					/>
					<button
						type="submit"
						className="button button--primary"
						disabled={ sendDisabled }
					>
						{ state.phase === 'submitting'
							? copy.joiningButton
							: copy.joinButton }
					</button>
					<PrivacyNote />
				</form>
			) }
			<p className="newsletter__status" role="status">
				{ status }
			</p>
		</div>
	);
}
