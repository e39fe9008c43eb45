/**
 * The catalogue on /books and Coming Soon from the soonest upcoming book
 * (docs/books.md#the-books-page).
 */
import { Link } from 'react-router-dom';
import {
	bookPath,
	listNumber,
	listStatus,
	preOrderText,
	releaseLine,
	seriesLine,
	seriesPath,
	seriesStatusLine,
} from '../books/display';
import { coverOf, type BookPage } from '../books/pages';
import type { Book, Catalogue, Series } from '../books/types';
import { booksCopy as copy, pagesCopy } from '../i18n/copy';
import { BookCover } from '../ui/Picture';
import { Section, TitledSection } from '../ui/Section';
import { StoreButton } from './BookDetails';

interface CoverProps {
	className: string;
	book: Book;
	pages: BookPage[];
	authorName: string;
}

/**
 * A book's cover below the first screen, loaded lazily.
 */
export function ListCover( {
	className,
	book,
	pages,
	authorName,
}: CoverProps ) {
	return (
		<div className={ className }>
			<BookCover
				title={ book.title }
				authorName={ authorName }
				image={ coverOf( pages, book ) }
				lazy
			/>
		</div>
	);
}

interface ListProps {
	books: Book[];
	pages: BookPage[];
	authorName: string;
	numbered: boolean;
}

/** A list of books, each linking to its page. */
export function BookList( { books, pages, authorName, numbered }: ListProps ) {
	const List = numbered ? 'ol' : 'ul';
	return (
		<List className="book-list">
			{ books.map( ( book ) => (
				<li
					key={ book.featured ? '' : book.slug }
					className="book-tile"
				>
					<ListCover
						className="book-tile__cover"
						book={ book }
						pages={ pages }
						authorName={ authorName }
					/>
					{ numbered && listNumber( book ) && (
						<p className="book-tile__number">
							{ listNumber( book ) }
						</p>
					) }
					<h3 className="book-tile__title">
						<Link to={ bookPath( book ) }>{ book.title }</Link>
					</h3>
					{ book.description && (
						<p className="book-tile__description">
							{ book.description }
						</p>
					) }
					<p className="book-tile__status">{ listStatus( book ) }</p>
				</li>
			) ) }
		</List>
	);
}

interface CatalogueProps {
	catalogue: Catalogue;
	pages: BookPage[];
	authorName: string;
}

interface SeriesListProps {
	series: Series;
	titleId: string;
	pages: BookPage[];
	authorName: string;
}

/**
 * A series' books in reading order under its name, which links to its page;
 * its status line when it has two books or more.
 */
function SeriesList( { series, titleId, pages, authorName }: SeriesListProps ) {
	const path = seriesPath( series );
	return (
		<Section className="section catalogue" titleId={ titleId }>
			<h2 id={ titleId } className="section__title">
				{ path === null ? (
					series.name
				) : (
					<Link to={ path }>{ series.name }</Link>
				) }
			</h2>
			{ series.books.length > 1 && (
				<p className="catalogue__status">
					{ seriesStatusLine( series ) }
				</p>
			) }
			<BookList
				books={ series.books }
				pages={ pages }
				authorName={ authorName }
				numbered
			/>
		</Section>
	);
}

/**
 * Each series in reading order, then "More Books", newest first.
 */
export function BookLists( { catalogue, pages, authorName }: CatalogueProps ) {
	return (
		<>
			{ catalogue.series.map( ( series, index ) => (
				<SeriesList
					key={ series.key }
					series={ series }
					titleId={ `series-${ index + 1 }-title` }
					pages={ pages }
					authorName={ authorName }
				/>
			) ) }
			{ catalogue.standalone.length > 0 && (
				<TitledSection
					className="section catalogue"
					titleId="more-books-title"
					title={ copy.moreBooksTitle }
				>
					<BookList
						books={ catalogue.standalone }
						pages={ pages }
						authorName={ authorName }
						numbered={ false }
					/>
				</TitledSection>
			) }
		</>
	);
}

interface ComingSoonProps {
	book: Book;
	pages: BookPage[];
	authorName: string;
	/** Its heading's id and text: "Coming Soon" unless given. */
	titleId?: string;
	title?: string;
	/** Whether it ends with the link to the signup (none where the signup follows). */
	signupLink?: boolean;
}

/** Coming Soon (a series' What's next) from the soonest upcoming book. */
export function ComingSoonBook( {
	book,
	pages,
	authorName,
	titleId = 'coming-soon-title',
	title = copy.comingSoonTitle,
	signupLink = true,
}: ComingSoonProps ) {
	const button = pagesCopy.books.comingSoon.button;
	return (
		<TitledSection
			className="section section--dark coming-soon"
			containerClassName="container coming-soon__book"
			titleId={ titleId }
			eyebrow={ seriesLine( book ) || undefined }
			title={ title }
		>
			<ListCover
				className="coming-soon__cover"
				book={ book }
				pages={ pages }
				authorName={ authorName }
			/>
			<div className="coming-soon__body">
				<h3 className="coming-soon__title">
					<Link to={ bookPath( book ) }>{ book.title }</Link>
				</h3>
				<p className="coming-soon__date">{ releaseLine( book ) }</p>
				{ book.description && <p>{ book.description }</p> }
				{ book.buyLinks.length > 0 && (
					<ul className="coming-soon__stores">
						{ book.buyLinks.map( ( link, index ) => (
							<li key={ index }>
								<StoreButton
									link={ link }
									format={ link.format }
									text={ preOrderText( link ) }
								/>
							</li>
						) ) }
					</ul>
				) }
				{ signupLink && (
					<Link className="button button--light" to={ button.to }>
						{ button.label }
					</Link>
				) }
			</div>
		</TitledSection>
	);
}
