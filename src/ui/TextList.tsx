/** Lists of plain text. */
interface ParagraphsProps {
	items: string[];
	className?: string;
}

/** One <p> per paragraph of plain text. */
export function Paragraphs( { items, className }: ParagraphsProps ) {
	return (
		<>
			{ items.map( ( text, index ) => (
				<p key={ index } className={ className }>
					{ text }
				</p>
			) ) }
		</>
	);
}

interface BadgesProps {
	items: string[];
	label: string;
}

/** Trope badges. */
export function Badges( { items, label }: BadgesProps ) {
	return (
		<ul className="badges" aria-label={ label }>
			{ items.map( ( text, index ) => (
				<li key={ index } className="badge">
					{ text }
				</li>
			) ) }
		</ul>
	);
}
