import { Icon } from './Icon';

interface ExternalButtonProps {
	href: string;
	label: string;
}

/**
 * A button-styled link away from the site, with the external icon. PHP:
 * author_site_external_button(), inc/render/html.php.
 * @param root0
 * @param root0.href
 * @param root0.label
 */
export function ExternalButton( { href, label }: ExternalButtonProps ) {
	return (
		<a className="button button--primary" href={ href }>
			{ label }
			<Icon name="external" />
		</a>
	);
}
