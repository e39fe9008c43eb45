/**
 * The VIP newsletter signup block (see docs/forms.md): its behaviour is
 * useNewsletterSignup (./useNewsletterSignup.ts, state in
 * ./signupReducer.ts); this file puts the parts together. The first view
 * prints the same markup (inc/render/newsletter.php) and React hydrates it.
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
}

/**
 * The signup block: loading configuration → ready → submitting → success or
 * an error banner; what was typed stays on any error.
 *
 * @param props             Ids, texts and (in tests) the reads and sending.
 * @param props.idPrefix    Prefix of the element ids.
 * @param props.title       Heading.
 * @param props.description Text under the heading.
 * @param props.reads       The configuration reads.
 * @param props.send        How the signup is sent.
 */
export function NewsletterSignup( {
	idPrefix,
	title,
	description,
	reads,
	send,
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
	} = useNewsletterSignup( idPrefix, { reads, send } );
	return (
		<div className="newsletter" ref={ root }>
			<h2 id={ `${ idPrefix }-title` } className="newsletter__title">
				{ title }
			</h2>
			<p className="newsletter__description">{ description }</p>
			{ state.phase === 'success' ? (
				<SignupSuccess
					idPrefix={ idPrefix }
					message={ state.successMessage }
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
