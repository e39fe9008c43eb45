/** A book's bonus page: a landing page for the reader who finished the book. */
import { useParams } from 'react-router-dom';
import { useLoaded } from '../api/useLoaded';
import { bonusPageAt, type BonusPage as BonusPageData } from '../books/bonus';
import { catalogueToday, loadCatalogue, peekCatalogue } from '../books/store';
import { getConfig } from '../config/config';
import { booksCopy, pagesCopy } from '../i18n/copy';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ContentUnavailable } from '../ui/ContentUnavailable';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { BookCover } from '../ui/Picture';
import { Section } from '../ui/Section';
import { Paragraphs } from '../ui/TextList';
import { NewsletterSection } from './NewsletterSection';
import { NotFoundPage, useNoIndex } from './NotFoundPage';

const COPY = booksCopy.bonus;

interface BonusViewProps {
	page: BonusPageData;
	authorName: string;
}

/**
 * The cover, the bonus's title and teaser, and the signup to the bonus form
 * (docs/books.md#the-bonus-page); no store buttons.
 */
export function BonusView( { page, authorName }: BonusViewProps ) {
	const { book, cover } = page;
	return (
		<>
			<Section
				className="section bonus-page"
				titleId="bonus-title"
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
					<p className="eyebrow">{ book.title }</p>
					<h1 id="bonus-title" className="book-card__title">
						{ book.bonusTitle }
					</h1>
					<Paragraphs items={ book.bonusDescription } />
				</div>
			</Section>
			<NewsletterSection
				idPrefix="bonus-newsletter"
				title={ COPY.signupTitle }
				description={ COPY.signupDescription }
				formId={ book.bonusFormId }
				successMessage={ COPY.success }
			/>
		</>
	);
}

/** The bonus page at `/books/<slug>/bonus/` (`/books/bonus/`: the featured book's), else not found. */
export function BonusPage() {
	const { slug } = useParams();
	const today = catalogueToday();
	const data = useLoaded(
		today,
		() => peekCatalogue( today ),
		() => loadCatalogue( today )
	);
	const page = data
		? bonusPageAt( data.pages, data.featured, slug ?? null )
		: null;
	const missing = data !== undefined && page === null && ! data.failed;
	useDocumentTitle(
		missing
			? pagesCopy.notFound.title
			: ( page?.book.bonusTitle ?? booksCopy.loading )
	);
	useNoIndex();
	if ( missing ) {
		return <NotFoundPage />;
	}
	if ( ! data ) {
		return <LoadingSpinner label={ booksCopy.loading } />;
	}
	if ( ! page ) {
		return <ContentUnavailable showRetry />;
	}
	return (
		<BonusView
			key={ page.book.slug }
			page={ page }
			authorName={ getConfig().authorName }
		/>
	);
}
