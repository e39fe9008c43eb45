/**
 * The dark band that closes a page.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TitledSection } from './Section';

interface CallToActionProps {
	titleId: string;
	title: string;
	text: string;
	eyebrow?: string;
	className?: string;
	containerClassName?: string;
	/** One light button to a route, e.g. the newsletter signup. */
	button?: { to: string; label: string };
	/** Other buttons, after it. */
	children?: ReactNode;
}

/** A dark band that closes a page: heading, one line of text and its buttons. */
export function CallToAction( {
	text,
	className = 'section section--dark',
	containerClassName = 'container container--narrow connect',
	button,
	children,
	...heading
}: CallToActionProps ) {
	return (
		<TitledSection
			{ ...heading }
			className={ className }
			containerClassName={ containerClassName }
		>
			<p>{ text }</p>
			{ button && (
				<Link className="button button--light" to={ button.to }>
					{ button.label }
				</Link>
			) }
			{ children }
		</TitledSection>
	);
}
