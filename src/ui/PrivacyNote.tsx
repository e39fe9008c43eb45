/** The consent line under both forms. */
import { getConfig } from '../config/config';
import { uiCopy as copy } from '../i18n/copy';

/** The consent line, while a privacy policy is published (docs/whole-site.md#privacy-policy). */
export function PrivacyNote() {
	const { privacy } = getConfig();
	if ( ! privacy ) {
		return null;
	}
	return (
		<p className="form__privacy">
			{ copy.privacyNote.before }
			<a href={ privacy.url }>{ privacy.label }</a>
			{ copy.privacyNote.after }
		</p>
	);
}
