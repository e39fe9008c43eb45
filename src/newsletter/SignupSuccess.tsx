/**
 * The panel that takes a signup form's place once the visitor is on the
 * list; its heading takes focus.
 */
import { newsletterCopy as copy } from '../i18n/copy';

interface SignupSuccessProps {
	idPrefix: string;
	/** The provider's success line. */
	message: string;
	onReset: () => void;
}

/**
 * "Welcome to the VIP List!", the provider's line, and a way to sign up
 * another address.
 *
 * @param props          Ids, the line and the reset.
 * @param props.idPrefix Prefix of the element ids.
 * @param props.message  The provider's line.
 * @param props.onReset  Gives back an empty form.
 */
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
			<button
				type="button"
				className="button button--primary"
				onClick={ onReset }
			>
				{ copy.success.againButton }
			</button>
		</div>
	);
}
