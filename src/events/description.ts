/**
 * An event's description as the event page shows it (docs/events.md#event-page):
 * The Events Calendar's rendered HTML reduced to paragraphs of text and
 * links, never markup. Text follows the site's plain-text rules
 * (docs/content-format.md#plain-text); a link keeps its text, and its href
 * only when that is an absolute http(s) URL (else the text stays, unlinked).
 * inc/events.php author_site_description_paragraphs() is the PHP twin.
 */
import {
	asHttpUrl,
	htmlToLinkedText,
	LINK_END,
	LINK_START,
	splitParagraphs,
} from '../content/sections';
import type { EventParagraph, EventRun } from './types';

/**
 * The description's paragraphs: each a list of runs, text or a link.
 *
 * @param html The event's `description` (rendered HTML).
 */
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
