/** A button-styled link away from the site. */
import { Icon } from './Icon';

interface ExternalButtonProps {
	href: string;
	label: string;
}

/** A button-styled link away from the site, with the external icon. */
export function ExternalButton( { href, label }: ExternalButtonProps ) {
	return (
		<a className="button button--primary" href={ href }>
			{ label }
			<Icon name="external" />
		</a>
	);
}
