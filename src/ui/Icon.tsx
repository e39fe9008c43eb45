/** The theme's icons. */
import type { CSSProperties, ReactNode } from 'react';
import icons from './icons.json';
import { imageUrl } from './images';

export type IconName = keyof typeof icons;

export function isIconName( name: string ): name is IconName {
	return Object.prototype.hasOwnProperty.call( icons, name );
}

interface IconProps {
	name: IconName;
	className?: string;
}

/** A decorative 24×24 icon's <svg> around its drawing. */
function IconSvg( {
	className,
	children,
}: {
	className?: string;
	children: ReactNode;
} ) {
	return (
		<svg
			className={ className ? `icon ${ className }` : 'icon' }
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			{ children }
		</svg>
	);
}

/** A decorative 24×24 icon; the text beside it (or an aria-label on the parent) names it. */
export function Icon( { name, className }: IconProps ) {
	return (
		<IconSvg className={ className }>
			{ icons[ name ].map( ( d ) => (
				<path key={ d } d={ d } />
			) ) }
		</IconSvg>
	);
}

/**
 * A decorative icon drawn from the icons' sprite (bin/build/copy-assets.mjs) as a
 * mask picture in the text's colour: for icons below the first screen, whose
 * paths would cost every page.
 */
export function SpriteIcon( { name }: { name: string } ) {
	const style = {
		'--icon': `url("${ imageUrl( 'icons.svg' ) }#${ name }")`,
	} as CSSProperties;
	return (
		<span
			className="icon icon--sprite"
			style={ style }
			aria-hidden="true"
		/>
	);
}
