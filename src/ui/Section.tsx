/** The bands a page is made of. */
import type { ReactNode } from 'react';

export interface SectionProps {
	/** The id of the heading that names the section (aria-labelledby). */
	titleId?: string;
	/** The section's name when no heading names it (aria-label). */
	label?: string;
	className?: string;
	containerClassName?: string;
	/** The container's element: a <figure> for a quotation with its caption. */
	containerTag?: 'div' | 'figure';
	/** An id others link to (#sample): the section takes focus when reached. */
	anchor?: string;
	children?: ReactNode;
}

/** A band of a page: a <section> with its centred container. */
export function Section( {
	titleId,
	label,
	className = 'section',
	containerClassName = 'container',
	containerTag: Container = 'div',
	anchor,
	children,
}: SectionProps ) {
	return (
		<section
			id={ anchor }
			className={ className }
			aria-labelledby={ titleId }
			aria-label={ label }
			tabIndex={ anchor === undefined ? undefined : -1 }
		>
			<Container className={ containerClassName }>{ children }</Container>
		</section>
	);
}

export interface TitledSectionProps extends SectionProps {
	titleId: string;
	title: string;
	/** A short line above the heading. */
	eyebrow?: string;
}

/** A band that starts with its <h2>, maybe below an eyebrow. */
export function TitledSection( {
	title,
	eyebrow,
	children,
	...section
}: TitledSectionProps ) {
	return (
		<Section { ...section }>
			{ eyebrow !== undefined && <p className="eyebrow">{ eyebrow }</p> }
			<h2 id={ section.titleId } className="section__title">
				{ title }
			</h2>
			{ children }
		</Section>
	);
}
