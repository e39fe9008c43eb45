/** The theme's icons. PHP twin: author_site_icon() in inc/render/html.php. */
import icons from './icons.json';

export type IconName = keyof typeof icons;

export function isIconName( name: string ): name is IconName {
	return Object.prototype.hasOwnProperty.call( icons, name );
}

interface IconProps {
	name: IconName;
	className?: string;
}

/** A decorative 24×24 icon; the text beside it (or an aria-label on the parent) names it. */
export function Icon( { name, className }: IconProps ) {
	return <IconPaths paths={ icons[ name ] } className={ className } />;
}

/** A decorative 24×24 icon drawn from its paths (a store's mark, say). */
export function IconPaths( {
	paths,
	className,
}: {
	paths: readonly string[];
	className?: string;
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
			{ paths.map( ( d ) => (
				<path key={ d } d={ d } />
			) ) }
		</svg>
	);
}
