import logoSource from '../../assets/images/logo.svg';
import { inlineSvg } from './inlineSvg';

const LOGO = inlineSvg( logoSource );

interface LogoProps {
	className: string;
	size: number;
}

/**
 * The site's logo, drawn inline (no request, no separate SVG document before
 * the first paint) and hidden from assistive technology: the site name beside
 * it, or the heading below it, says the same. PHP prints the same markup
 * (author_site_logo()).
 *
 * @param root0
 * @param root0.className
 * @param root0.size
 */
export function Logo( { className, size }: LogoProps ) {
	return (
		<svg
			className={ className }
			xmlns="http://www.w3.org/2000/svg"
			viewBox={ LOGO?.viewBox ?? '0 0 64 64' }
			width={ String( size ) }
			height={ String( size ) }
			aria-hidden="true"
			focusable="false"
			// Our own build-time artwork (assets/images/logo.svg), not content.
			dangerouslySetInnerHTML={ { __html: LOGO?.inner ?? '' } }
		/>
	);
}
