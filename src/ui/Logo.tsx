/** The site's logo. */
import logoSource from '../../assets/images/logo.svg';
import { getConfig } from '../config/config';
import { inlineSvg } from './inlineSvg';
import { AuthorImage } from './Picture';
import pictures from './pictures.json';

const LOGO = inlineSvg( logoSource );
const TEXT = pictures.logo.monogram;

interface LogoProps {
	className: string;
	size: number;
	/** The site's name is beside it in the same link: empty alt text (WCAG H2). */
	besideName?: boolean;
}

/**
 * The Site Logo, else the built-in monogram drawn inline (no request before
 * the first paint), hidden from assistive technology as the name beside it says it.
 */
export function Logo( { className, size, besideName = false }: LogoProps ) {
	const { pictures: current, siteName } = getConfig();
	if ( current.logo ) {
		return (
			<AuthorImage
				image={
					besideName ? { ...current.logo, alt: '' } : current.logo
				}
				className={ className }
				alt={ besideName ? '' : siteName }
				{ ...pictures.logo.attributes }
			/>
		);
	}
	const { initials, dir, pair } = current.monogram;
	return (
		<svg
			className={ className }
			xmlns="http://www.w3.org/2000/svg"
			viewBox={ LOGO?.viewBox ?? '0 0 64 64' }
			width={ String( size ) }
			height={ String( size ) }
			aria-hidden="true"
			focusable="false"
		>
			<g
				// Our own build-time artwork (assets/images/logo.svg), not content.
				dangerouslySetInnerHTML={ { __html: LOGO?.inner ?? '' } }
			/>
			{ initials !== '' && (
				<text
					x={ TEXT.x }
					y={ TEXT.y }
					fill={ TEXT.fill }
					fontFamily={ TEXT[ 'font-family' ] }
					fontSize={ TEXT[ 'font-size' ] }
					textAnchor={ TEXT[ 'text-anchor' ] as 'middle' }
					direction={ dir === 'rtl' ? 'rtl' : undefined }
					textLength={ pair ? TEXT.pairLength : undefined }
					lengthAdjust={ pair ? 'spacingAndGlyphs' : undefined }
				>
					{ initials }
				</text>
			) }
		</svg>
	);
}
