/** The Books page. */
import { useLoaded } from '../api/useLoaded';
import { listsABook } from '../books/pages';
import {
	catalogueToday,
	loadCatalogue,
	loadNoCatalogue,
	peekCatalogue,
	type CatalogueData,
} from '../books/store';
import { getConfig } from '../config/config';
import type { BooksContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { CallToAction } from '../ui/CallToAction';
import { ExternalButton } from '../ui/ExternalButton';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { drawnRouteHere } from '../navigation/documents';
import { PageHeader } from '../ui/PageHeader';
import { BookCover } from '../ui/Picture';
import { Section, TitledSection } from '../ui/Section';
import { Stars } from '../ui/Stars';
import { Badges, Paragraphs } from '../ui/TextList';
import { uiCopy, pagesCopy } from '../i18n/copy';
import { fill } from '../ui/fill';
import type { Book } from '../books/types';
import { BonusLink } from './BonusLink';
import { BookExtras } from './BookExtras';
import { BookLists, ComingSoonBook } from './BookLists';
import { SampleSection } from './SampleSection';
import READER_QUOTES from './readerQuotes.json';

const COPY = pagesCopy.books;

interface BooksViewProps {
	content: BooksContent;
	authorName: string;
}

interface BooksPageViewProps extends BooksViewProps {
	/** Her other books, shown when one is listed. */
	books?: CatalogueData;
}

/** The book with its cover, blurb, buy button, its extras and bonus link once read. */
function BookCard( {
	content,
	authorName,
	featured,
}: BooksViewProps & { featured?: Book } ) {
	return (
		<Section titleId="book-title" containerClassName="container book-card">
			<div className="book-card__cover">
				<BookCover title={ content.title } authorName={ authorName } />
			</div>
			<div className="book-card__body">
				<h2 id="book-title" className="book-card__title">
					{ content.title }
				</h2>
				<p className="book-card__subtitle">{ content.subtitle }</p>
				<p className="book-card__release">{ content.releaseDate }</p>
				<Badges items={ content.tropes } label={ uiCopy.tropesLabel } />
				<p className="lead">{ content.description }</p>
				<Paragraphs items={ content.synopsis } />
				<p className="callout">{ content.callout }</p>
				<ExternalButton
					href={ content.amazonUrl }
					label={ COPY.buyButton }
				/>
				{ featured && <BookExtras book={ featured } level={ 3 } /> }
				<BonusLink book={ featured } />
			</div>
		</Section>
	);
}

/** The built-in reader reviews (src/pages/readerQuotes.json). */
function Reviews() {
	return (
		<TitledSection titleId="reviews-title" title={ COPY.reviewsTitle }>
			<ul className="reviews">
				{ READER_QUOTES.map( ( review ) => (
					<li key={ review.source } className="review">
						<figure>
							<Stars />
							<blockquote>
								<p>{ review.quote }</p>
							</blockquote>
							<figcaption>
								{ fill( COPY.reviewSource, review ) }
							</figcaption>
						</figure>
					</li>
				) ) }
			</ul>
		</TitledSection>
	);
}

/**
 * The Books page; with a listed book, Coming Soon is the soonest upcoming
 * one's and the catalogue follows (docs/books.md#the-books-page).
 */
export function BooksView( {
	content,
	authorName,
	books,
}: BooksPageViewProps ) {
	const listed = books && listsABook( books.pages ) ? books : undefined;
	const soonest = listed?.catalogue.comingSoon;
	return (
		<>
			<PageHeader
				title={ content.pageTitle }
				description={ content.pageDescription }
			/>
			<BookCard
				content={ content }
				authorName={ authorName }
				featured={ books?.featured }
			/>
			<SampleSection
				title={ content.sampleTitle }
				paragraphs={ content.sampleText }
			>
				<ExternalButton
					href={ content.amazonUrl }
					label={ COPY.readButton }
				/>
			</SampleSection>
			<Reviews />
			{ listed && soonest ? (
				<ComingSoonBook
					book={ soonest }
					pages={ listed.pages }
					authorName={ authorName }
				/>
			) : (
				<CallToAction
					className="section section--dark coming-soon"
					containerClassName="container container--narrow"
					titleId="coming-soon-title"
					{ ...COPY.comingSoon }
				/>
			) }
			{ listed && (
				<BookLists
					catalogue={ listed.catalogue }
					pages={ listed.pages }
					authorName={ authorName }
				/>
			) }
		</>
	);
}

/**
 * The catalogue as the server draws /books: none when it lists no book (its
 * document says so), so that the visit asks for no book pages.
 */
async function loadListedCatalogue( today: string ): Promise< CatalogueData > {
	const drawn = await drawnRouteHere();
	return drawn && ! drawn.catalogue
		? loadNoCatalogue( today )
		: loadCatalogue( today );
}

/** /books: the page's content, then the catalogue once it is read. */
export function BooksPage() {
	const { content, loading } = usePageContent( 'books' );
	const today = catalogueToday();
	const books = useLoaded(
		today,
		() => peekCatalogue( today ),
		() => loadListedCatalogue( today )
	);
	useDocumentTitle( content.pageTitle );
	if ( loading ) {
		return <LoadingSpinner label="Loading the books page…" />;
	}
	return (
		<BooksView
			content={ content }
			authorName={ getConfig().authorName }
			books={ books }
		/>
	);
}
