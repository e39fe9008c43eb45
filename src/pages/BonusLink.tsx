/** The link from a book to its bonus page, when it has one. */
import { Link } from 'react-router-dom';
import { bonusPath, hasBonusPage } from '../books/bonus';
import type { Book } from '../books/types';

/** "BONUS_TITLE", linking to the book's bonus page; nothing without one. */
export function BonusLink( { book }: { book: Book | null | undefined } ) {
	if ( ! book || ! hasBonusPage( book ) ) {
		return null;
	}
	return (
		<p className="bonus-link">
			<Link to={ bonusPath( book ) }>{ book.bonusTitle }</Link>
		</p>
	);
}
