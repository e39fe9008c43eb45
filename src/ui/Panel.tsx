/** A boxed block with its heading. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

interface PanelProps {
	titleId: string;
	title: string;
	icon?: IconName;
	className?: string;
	children: ReactNode;
}

/** A boxed block with its heading (the Contact page's form and asides). */
export function Panel( {
	titleId,
	title,
	icon,
	className = 'panel',
	children,
}: PanelProps ) {
	return (
		<section className={ className } aria-labelledby={ titleId }>
			<h2 id={ titleId } className="panel__title">
				{ icon === undefined ? (
					title
				) : (
					<>
						<Icon name={ icon } />
						<span>{ title }</span>
					</>
				) }
			</h2>
			{ children }
		</section>
	);
}
