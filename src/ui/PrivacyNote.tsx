import { getConfig } from '../config/config';
import { uiCopy as copy } from '../i18n/copy';

/**
 * The consent line under both forms, linking the privacy policy while it is
 * published (docs/whole-site.md#privacy-policy); nothing otherwise. PHP:
 * author_site_render_privacy_note(), inc/render/fields.php.
 */
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
