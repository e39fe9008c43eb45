/** The arrow link back to a list. */
import { Link } from 'react-router-dom';
import { Icon } from './Icon';

interface BackLinkProps {
	/** The paragraph's class (the page's own, for its spacing). */
	className: string;
	to: string;
	label: string;
}

/** A paragraph holding the in-app link back, arrow first. */
export function BackLink( { className, to, label }: BackLinkProps ) {
	return (
		<p className={ className }>
			<Link to={ to }>
				<Icon name="arrow-left" />
				{ label }
			</Link>
		</p>
	);
}
