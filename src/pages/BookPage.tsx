/** A book's own page. */
import { useParams } from 'react-router-dom';
import { useLoaded } from '../api/useLoaded';
import {
	bookSeriesPath,
	releaseLine,
	seriesNeighbours,
} from '../books/display';
import { listedBookAt, type BookPage as BookPageData } from '../books/pages';
import { catalogueToday, loadCatalogue, peekCatalogue } from '../books/store';
import type { Catalogue } from '../books/types';
import { getConfig } from '../config/config';
import { booksCopy as copy, pagesCopy, uiCopy } from '../i18n/copy';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { BackLink } from '../ui/BackLink';
import { ContentUnavailable } from '../ui/ContentUnavailable';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { BookCover } from '../ui/Picture';
import { Section } from '../ui/Section';
import { Badges, Paragraphs } from '../ui/TextList';
import {
	ContentNotes,
	HeatLevel,
	Isbns,
	SeriesLine,
	StoreLinks,
} from './BookDetails';
import { BonusLink } from './BonusLink';
import { BookExtras } from './BookExtras';
import { NewsletterSection } from './NewsletterSection';
import { SampleSection } from './SampleSection';
import { NotFoundPage } from './NotFoundPage';

interface BookViewProps {
	page: BookPageData;
	catalogue: Catalogue;
	authorName: string;
}

/** A book's own page (docs/books.md#book-pages). */
export function BookView( { page, catalogue, authorName }: BookViewProps ) {
	const { book, cover } = page;
	const { previous, next } = seriesNeighbours( catalogue, book );
	const release = releaseLine( book );
	return (
		<>
			<Section
				className="section book-page"
				titleId="book-title"
				containerClassName="container book-card"
			>
				<div className="book-card__cover">
					<BookCover
						title={ book.title }
						authorName={ authorName }
						image={ cover }
					/>
				</div>
				<div className="book-card__body">
					<BackLink
						className="book-page__back"
						to="/books"
						label={ copy.backLink }
					/>
					<h1 id="book-title" className="book-card__title">
						{ book.title }
					</h1>
					{ book.subtitle && (
						<p className="book-card__subtitle">{ book.subtitle }</p>
					) }
					{ book.series && (
						<SeriesLine
							book={ book }
							previous={ previous }
							next={ next }
							seriesPath={ bookSeriesPath( catalogue, book ) }
						/>
					) }
					{ release && (
						<p className="book-card__release">{ release }</p>
					) }
					{ book.tropes.length > 0 && (
						<Badges
							items={ book.tropes }
							label={ uiCopy.tropesLabel }
						/>
					) }
					{ book.heatLevel !== null && (
						<HeatLevel level={ book.heatLevel } />
					) }
					{ book.description && (
						<p className="lead">{ book.description }</p>
					) }
					<Paragraphs items={ book.synopsis } />
					{ book.callout && (
						<p className="callout">{ book.callout }</p>
					) }
					{ book.contentNotes.length > 0 && (
						<ContentNotes notes={ book.contentNotes } />
					) }
					<StoreLinks book={ book } />
					{ book.isbns.length > 0 && <Isbns book={ book } /> }
					<BookExtras book={ book } level={ 2 } />
					<BonusLink book={ book } />
				</div>
			</Section>
			{ book.sampleText.length > 0 && (
				<SampleSection
					title={ book.sampleTitle || copy.sampleTitle }
					paragraphs={ book.sampleText }
				/>
			) }
			<NewsletterSection
				idPrefix="book-newsletter"
				title={ copy.newsletterTitle }
				description={ copy.newsletterDescription }
			/>
		</>
	);
}

/** The listed book at `/books/<slug>/`, else the not-found view. */
export function BookPage() {
	const { slug = '' } = useParams();
	const today = catalogueToday();
	const data = useLoaded(
		today,
		() => peekCatalogue( today ),
		() => loadCatalogue( today )
	);
	const page = data ? listedBookAt( data.pages, slug ) : null;
	const missing = data !== undefined && page === null && ! data.failed;
	useDocumentTitle(
		missing
			? pagesCopy.notFound.title
			: ( page?.book.title ?? copy.loading )
	);
	if ( missing ) {
		return <NotFoundPage />;
	}
	if ( ! data ) {
		return <LoadingSpinner label={ copy.loading } />;
	}
	if ( ! page ) {
		return <ContentUnavailable showRetry />;
	}
	return (
		<BookView
			key={ page.book.slug }
			page={ page }
			catalogue={ data.catalogue }
			authorName={ getConfig().authorName }
		/>
	);
}
