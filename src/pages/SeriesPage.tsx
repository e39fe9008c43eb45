/** A series' own page (docs/books.md#series-pages). */
import { Link } from 'react-router-dom';
import {
	bookPath,
	listNumber,
	seriesStatusLine,
	seriesTitle,
} from '../books/display';
import { seriesAt, type BookPage } from '../books/pages';
import type { Book, Series } from '../books/types';
import { getConfig } from '../config/config';
import { booksCopy as copy } from '../i18n/copy';
import { BackLink } from '../ui/BackLink';
import { Section, TitledSection } from '../ui/Section';
import { Paragraphs } from '../ui/TextList';
import { fill } from '../ui/fill';
import { StoreLinks } from './BookDetails';
import { BookList, ComingSoonBook, ListCover } from './BookLists';
import { NewsletterSection } from './NewsletterSection';
import { useCatalogueRoute } from './useCatalogueRoute';

interface SeriesPartProps {
	pages: BookPage[];
	authorName: string;
}

/** The series' name, status line, description and reading note. */
function SeriesIntro( { series }: { series: Series } ) {
	const page = series.page;
	return (
		<Section
			className="section series-page"
			titleId="series-title"
			containerClassName="container container--narrow"
		>
			<BackLink
				className="book-page__back"
				to="/books"
				label={ copy.backLink }
			/>
			<h1 id="series-title" className="series-page__title">
				{ seriesTitle( series ) }
			</h1>
			<p className="series-page__status">
				{ seriesStatusLine( series ) }
			</p>
			<Paragraphs
				items={ page?.description ?? [] }
				className="series-page__description"
			/>
			{ page && page.readingNote !== '' && (
				<p className="callout series-page__note">
					{ page.readingNote }
				</p>
			) }
		</Section>
	);
}

/** Start here: the first book to read, with its store links. */
function StartHere( {
	book,
	pages,
	authorName,
}: SeriesPartProps & { book: Book } ) {
	return (
		<TitledSection
			className="section start-here"
			containerClassName="container coming-soon__book start-here__book"
			titleId="start-here-title"
			title={ copy.startHereTitle }
		>
			<ListCover
				className="coming-soon__cover"
				book={ book }
				pages={ pages }
				authorName={ authorName }
			/>
			<div className="start-here__body">
				{ listNumber( book ) && (
					<p className="book-tile__number">{ listNumber( book ) }</p>
				) }
				<h3 className="start-here__title">
					<Link to={ bookPath( book ) }>{ book.title }</Link>
				</h3>
				{ book.description && <p>{ book.description }</p> }
				<StoreLinks book={ book } level={ 3 } />
			</div>
		</TitledSection>
	);
}

interface SeriesViewProps extends SeriesPartProps {
	series: Series;
}

/**
 * A series' page: its name and status, Start here, every book in reading
 * order, What's next and the signup ("Be the first to know" when nothing is
 * upcoming and the series goes on).
 */
export function SeriesView( { series, pages, authorName }: SeriesViewProps ) {
	return (
		<>
			<SeriesIntro series={ series } />
			{ series.start && (
				<StartHere
					book={ series.start }
					pages={ pages }
					authorName={ authorName }
				/>
			) }
			<TitledSection
				className="section catalogue"
				titleId="series-books-title"
				title={ copy.seriesBooksTitle }
			>
				<BookList
					books={ series.books }
					pages={ pages }
					authorName={ authorName }
					numbered
				/>
			</TitledSection>
			{ series.next && (
				<ComingSoonBook
					book={ series.next }
					pages={ pages }
					authorName={ authorName }
					titleId="whats-next-title"
					title={ copy.whatsNextTitle }
					signupLink={ false }
				/>
			) }
			<NewsletterSection
				idPrefix="series-newsletter"
				title={
					series.firstToKnow
						? copy.firstToKnowTitle
						: copy.newsletterTitle
				}
				description={
					series.firstToKnow
						? fill( copy.firstToKnowDescription, {
								series: seriesTitle( series ),
							} )
						: copy.newsletterDescription
				}
				formId={ series.page?.newsletterFormId ?? null }
			/>
		</>
	);
}

/** The listed series at `/series/<slug>/`, else the not-found view. */
export function SeriesPage() {
	const route = useCatalogueRoute(
		( data, slug ) => seriesAt( data.catalogue, slug ?? '' ),
		seriesTitle,
		copy.seriesLoading
	);
	if ( route.fallback ) {
		return route.fallback;
	}
	return (
		<SeriesView
			key={ route.item.key }
			series={ route.item }
			pages={ route.data.pages }
			authorName={ getConfig().authorName }
		/>
	);
}
