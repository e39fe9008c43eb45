/** A button that acts in the page (not a link, not a submit). */
interface ActionButtonProps {
	label: string;
	onClick: () => void;
	variant?: 'primary' | 'ghost';
}

/** A `type="button"` button in the site's button style. */
export function ActionButton( {
	label,
	onClick,
	variant = 'primary',
}: ActionButtonProps ) {
	return (
		<button
			type="button"
			className={ `button button--${ variant }` }
			onClick={ onClick }
		>
			{ label }
		</button>
	);
}
