/**
 * The panel that takes a signup form's place on success.
 */
import { newsletterCopy as copy } from '../i18n/copy';
import { ActionButton } from '../ui/ActionButton';

interface SignupSuccessProps {
	idPrefix: string;
	/** The provider's success line. */
	message: string;
	onReset: () => void;
}

/** "Welcome to the VIP List!", the provider's line, and a way to sign up another address. */
export function SignupSuccess( {
	idPrefix,
	message,
	onReset,
}: SignupSuccessProps ) {
	return (
		<div className="newsletter__success">
			<h3
				id={ `${ idPrefix }-success` }
				className="newsletter__success-title"
				tabIndex={ -1 }
			>
				{ copy.success.title }
			</h3>
			<p>{ message }</p>
			<ActionButton
				label={ copy.success.againButton }
				onClick={ onReset }
			/>
		</div>
	);
}
