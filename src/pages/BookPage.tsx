/** A book's own page. */
import {
	bookSeriesPath,
	releaseLine,
	seriesNeighbours,
} from '../books/display';
import { listedBookAt, type BookPage as BookPageData } from '../books/pages';
import type { Catalogue } from '../books/types';
import { getConfig } from '../config/config';
import { booksCopy as copy, uiCopy } from '../i18n/copy';
import { BackLink } from '../ui/BackLink';
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
import { useCatalogueRoute } from './useCatalogueRoute';

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
	const route = useCatalogueRoute(
		( data, slug ) => listedBookAt( data.pages, slug ?? '' ),
		( page ) => page.book.title,
		copy.loading
	);
	if ( route.fallback ) {
		return route.fallback;
	}
	return (
		<BookView
			key={ route.item.book.slug }
			page={ route.item }
			catalogue={ route.data.catalogue }
			authorName={ getConfig().authorName }
		/>
	);
}
