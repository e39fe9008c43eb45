/**
 * An event's description reduced to paragraphs of text and http(s) links,
 * never markup (docs/events.md#event-page).
 * PHP twin: author_site_description_paragraphs() in inc/events/events.php.
 */
import { htmlToLinkedText, LINK_END, LINK_START } from '../content/sections';
import { asHttpUrl, splitParagraphs } from '../content/split';
import type { EventParagraph, EventRun } from './types';

/** The paragraphs of a rendered `description`: each a list of runs, text or a link. */
export function descriptionParagraphs( html: string ): EventParagraph[] {
	const { text, hrefs } = htmlToLinkedText( html );
	const paragraphs: EventParagraph[] = [];
	let links = -1;
	let href: string | null = null;
	for ( const paragraph of splitParagraphs( text ) ) {
		const runs: EventRun[] = [];
		// A link that runs on from the paragraph before continues here.
		let current = '';
		const flush = () => {
			const last = runs[ runs.length - 1 ];
			if ( current === '' ) {
				return;
			}
			if ( href === null && last && last.href === undefined ) {
				// Text beside text (a link whose href was not kept): one run.
				last.text += current;
			} else {
				runs.push(
					href !== null ? { text: current, href } : { text: current }
				);
			}
			current = '';
		};
		for ( const char of paragraph ) {
			if ( char === LINK_START ) {
				flush();
				links += 1;
				href = asHttpUrl( hrefs[ links ] ?? '' ) ?? null;
			} else if ( char === LINK_END ) {
				flush();
				href = null;
			} else {
				current += char;
			}
		}
		flush();
		if ( runs.length ) {
			paragraphs.push( runs );
		}
	}
	return paragraphs;
}
