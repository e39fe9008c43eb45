/**
 * A book's extras on its page and in the featured book's card: the audiobook
 * (narrator, a sample player that loads nothing until played) and the book
 * club questions behind a closed disclosure (docs/books.md#a-books-extras).
 */
import type { Book } from '../books/types';
import { booksCopy as copy } from '../i18n/copy';
import { fill } from '../ui/fill';

interface BookExtrasProps {
	book: Book;
	/** The level of the Audiobook heading: 2 under a page's h1, 3 under a card's h2. */
	level: 2 | 3;
}

/** The audiobook and book club questions of a book; nothing when it has neither. */
export function BookExtras( { book, level }: BookExtrasProps ) {
	const Heading = level === 2 ? 'h2' : 'h3';
	const audio = book.narrator !== '' || book.audioSample !== '';
	if ( ! audio && book.bookClub.length === 0 ) {
		return null;
	}
	return (
		<div className="book-extras">
			{ audio && (
				<section
					className="book-extras__audio"
					aria-labelledby="book-extras-audio-title"
				>
					<Heading
						id="book-extras-audio-title"
						className="book-extras__title"
					>
						{ copy.audiobookTitle }
					</Heading>
					{ book.narrator !== '' && (
						<p className="book-extras__narrator">
							{ fill( copy.narratedBy, {
								narrator: book.narrator,
							} ) }
						</p>
					) }
					{ book.audioSample !== '' && (
						<audio
							className="book-extras__player"
							controls
							preload="none"
							src={ book.audioSample }
							aria-label={ fill( copy.audioSampleLabel, {
								title: book.title,
							} ) }
						></audio>
					) }
				</section>
			) }
			{ book.bookClub.length > 0 && (
				<details className="book-extras__club">
					<summary>{ copy.bookClubTitle }</summary>
					<ol>
						{ book.bookClub.map( ( question, index ) => (
							<li key={ index }>{ question }</li>
						) ) }
					</ol>
				</details>
			) }
		</div>
	);
}
