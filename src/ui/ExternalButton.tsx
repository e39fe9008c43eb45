import { Icon } from './Icon';

interface ExternalButtonProps {
	href: string;
	label: string;
}

/**
 * A button-styled link away from the site, with the external icon. PHP:
 * author_site_external_button(), inc/render/html.php.
 */
export function ExternalButton( { href, label }: ExternalButtonProps ) {
	return (
		<a className="button button--primary" href={ href }>
			{ label }
			<Icon name="external" />
		</a>
	);
}
