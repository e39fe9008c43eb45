/** One book in the press kit. */
import { Link } from 'react-router-dom';
import { bookPath, releaseLine, seriesLine } from '../books/display';
import { coverOf, type BookPage } from '../books/pages';
import type { Book } from '../books/types';
import type { Original } from '../content/press';
import { pagesCopy } from '../i18n/copy';
import { BookCover } from '../ui/Picture';
import { fill } from '../ui/fill';
import { PressDownload } from './PressDownload';

const COPY = pagesCopy.press;

/** One book's facts and cover. */
export function PressBook( {
	book,
	pages,
	authorName,
	original,
}: {
	book: Book;
	pages: BookPage[];
	authorName: string;
	original: Original | undefined;
} ) {
	const series = seriesLine( book );
	const release = releaseLine( book );
	return (
		<li className="press-book">
			<div className="press-book__cover">
				<BookCover
					title={ book.title }
					authorName={ authorName }
					image={ coverOf( pages, book ) }
					lazy
				/>
				{ original && (
					<PressDownload
						original={ original }
						what={ fill( COPY.downloadCover, {
							title: book.title,
						} ) }
					/>
				) }
			</div>
			<div className="press-book__facts">
				<h3 className="press-book__title">
					<Link to={ bookPath( book ) }>{ book.title }</Link>
				</h3>
				{ series && <p className="press-book__series">{ series }</p> }
				{ release && (
					<p className="press-book__release">{ release }</p>
				) }
				{ book.description && (
					<p className="press-book__hook">{ book.description }</p>
				) }
			</div>
		</li>
	);
}
