/** A book's sample, in a tinted band others link to (#sample). */
import type { ReactNode } from 'react';
import { TitledSection } from '../ui/Section';
import { Paragraphs } from '../ui/TextList';

interface SampleSectionProps {
	title: string;
	paragraphs: string[];
	/** What follows the text (the Books page's Read button). */
	children?: ReactNode;
}

/** The sample's heading, its paragraphs, then `children`. */
export function SampleSection( {
	title,
	paragraphs,
	children,
}: SampleSectionProps ) {
	return (
		<TitledSection
			anchor="sample"
			className="section section--tinted sample"
			containerClassName="container container--narrow"
			titleId="sample-title"
			title={ title }
		>
			<div className="sample__text">
				<Paragraphs items={ paragraphs } />
			</div>
			{ children }
		</TitledSection>
	);
}
